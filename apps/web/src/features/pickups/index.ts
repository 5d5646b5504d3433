// The pickups feature's public surface: Home shows today's pickup count; other features refresh pickups.
export { pickupQueries } from './api.ts';
export { TodayPickups } from './components/TodayPickups.tsx';
