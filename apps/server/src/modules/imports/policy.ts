import { AUTHORITY, IMPORT_MESSAGES, isManager, pickupStatusLabel, type SessionStatus } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/** Bringing in the school's data rewrites records many people rely on: managers and up (issue 8). */
export const IMPORTS_ACCESS: Access = authority(AUTHORITY.manager);
/** The same rule in the policy shape every feature has: running (or trying) an import. */
export const policy = definePolicy<'run'>((p) => (isManager(p) ? null : forbidden()));
export const { can, authorize } = policy;

/**
 * Why an import leaves a session alone, or null when it may change it. A session a teacher has
 * started, completed or canceled holds their work; the school's system knows nothing of it.
 */
export function sessionKeptReason(status: SessionStatus): string | null {
  switch (status) {
    case 'new':
      return null;
    case 'completed':
      return IMPORT_MESSAGES.sessionCompleted;
    case 'canceled':
      return IMPORT_MESSAGES.sessionCanceled;
    default:
      return IMPORT_MESSAGES.sessionStarted;
  }
}

/** Why an import leaves a pickup alone: a supervisor has staffed it or it is under way. */
export function pickupKeptReasons(p: { status: number; staffCount: number }): string[] {
  const reasons: string[] = [];
  if (p.staffCount > 0) reasons.push(IMPORT_MESSAGES.pickupAssigned);
  if (p.status > 0) reasons.push(IMPORT_MESSAGES.pickupUnderway(pickupStatusLabel(p.status)));
  return reasons;
}
