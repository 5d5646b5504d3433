// The shifts feature's public surface: other features use these, never its other files.
export { shiftsRoutes } from './routes.ts';
export { createShiftsService, type ShiftsService } from './service.ts';
export { readCanSubmit } from './submission.ts';
export { shiftFields } from './presenter.ts';
export {
  countShifts,
  hoursReportRows,
  HOURS_GROUPING,
  insertShifts,
  listConfirmedOfUser,
  listConfirmedShifts,
  shiftsForJoins,
  type HoursReportRow,
} from './repository.ts';
export { shiftsLiveRule } from './live-rule.ts';
