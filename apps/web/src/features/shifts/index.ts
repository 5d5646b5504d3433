// The shifts feature's public surface: the home page shows today's shift; other features refresh shifts.
export { shiftQueries } from './api.ts';
export { TodayShift } from './components/TodayShift.tsx';
export { hoursNumber, monthHeading } from './texts.ts';
