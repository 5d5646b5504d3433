// The calendar feature's public surface (issue 22, decision 0034).
export { calendarRoutes } from './routes.ts';
export { createCalendarService, type CalendarService } from './service.ts';
