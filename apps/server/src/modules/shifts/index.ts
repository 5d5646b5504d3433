// The shifts feature's public surface: other features use these, never its other files.
export { shiftsRoutes } from './routes.ts';
export { createShiftsService, readCanSubmit, type ShiftsService } from './service.ts';
export { presentShift } from './presenter.ts';
export { countShifts, insertShifts } from './repository.ts';
