import type { LiveKind } from '@school-ops/shared';
import type { QueryKey } from '@tanstack/react-query';
import { activityQueries } from '../../features/activities/index.ts';
import { pickupQueries } from '../../features/pickups/index.ts';
import { sessionQueries } from '../../features/sessions/index.ts';
import { settingsQueries } from '../../features/settings/index.ts';
import { shiftQueries } from '../../features/shifts/index.ts';
import { studentQueries } from '../../features/students/index.ts';

/**
 * What each kind of change on the live stream makes stale (decision 0030): every read that shows it, by the
 * features' own query keys. The screens on view refetch at once; the others when next shown.
 */
export const LIVE_REFRESH: Record<LiveKind, QueryKey[]> = {
  // The lists, the session page, Home's counts; Manage Shifts counts the students per class from the sessions.
  session: [sessionQueries.all, [...shiftQueries.all, 'manage']],
  // A student's name, stage or reading shows on sessions and pick-ups too.
  student: [studentQueries.all, sessionQueries.all, pickupQueries.all],
  // A confirmed shift puts its teacher on the day's pick-up staff.
  shift: [shiftQueries.all, pickupQueries.all],
  pickup: [pickupQueries.all],
  activity: [activityQueries.all],
  // The shift submission switch shows on My Shifts.
  settings: [settingsQueries.one().queryKey, shiftQueries.all],
};
