// The pickups feature's public surface: Home shows today's pickup count.
export { TodayPickups } from './components/TodayPickups.tsx';
