// The shifts feature's public surface: the home page shows today's shift.
export { TodayShift } from './components/TodayShift.tsx';
