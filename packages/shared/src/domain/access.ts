import type { Authority, Role } from '../constants.ts';
import { AUTHORITY, ROLE } from '../constants.ts';

/** A lower number is more power: the check passes at or below the required level. */
export function hasAuthority(authority: number | null | undefined, required: Authority): boolean {
  return authority !== null && authority !== undefined && authority <= required;
}

/** Teaching roles form an 'and up' hierarchy, like authority. */
export function hasRole(role: number | null | undefined, required: Role): boolean {
  return role !== null && role !== undefined && role <= required;
}

export interface Principal {
  authority: number;
  role: number | null;
}

export const isSupervisor = (p: Principal | null | undefined) => hasAuthority(p?.authority, AUTHORITY.supervisor);
export const isManager = (p: Principal | null | undefined) => hasAuthority(p?.authority, AUTHORITY.manager);
export const isPartTimer = (p: Principal | null | undefined) => p?.role === ROLE.partTimeTeacher;
/** The main-shift block applies to full-time teachers and supervisors only. */
export const hasMainShift = (role: number | null | undefined) =>
  role === ROLE.fullTimeTeacher || role === ROLE.supervisor;
