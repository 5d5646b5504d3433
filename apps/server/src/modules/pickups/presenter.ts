import {
  PICKUP_ACTIONS,
  SIGNED_URL_MS,
  type PickupCategory,
  type PickupDto,
  type PickupStaffDto,
  type PickupStatus,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { PickupRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { ManualUrlRow } from '../manuals/index.ts';
import { policy } from './policy.ts';
import type { StaffRow, StudentOfPickup } from './repository.ts';

export interface PickupParts {
  staff: StaffRow[];
  students: StudentOfPickup[];
  manuals: ManualUrlRow[];
}

export function presentStaff(s: Omit<StaffRow, 'pickupId'>): PickupStaffDto {
  return {
    shiftId: s.shiftId,
    userId: s.userId,
    name: s.name,
    nickname: s.nickname,
    startTime: s.startTime,
    endTime: s.endTime,
  };
}

/**
 * Many pickups with their staff, students (photos signed at once, 15 minutes) and manual, and what `p` may do
 * with each: whether they are on a pickup is read from its staff, so no row costs a query.
 */
export async function presentPickups(
  storage: FileStorage,
  rows: PickupRow[],
  parts: PickupParts,
  p: Identity,
): Promise<PickupDto[]> {
  const urls = await Promise.all(
    parts.students.map((s) => (s.photo ? storage.signedReadUrl(s.photo, SIGNED_URL_MS.pickupStudentPhoto) : null)),
  );
  const studentsOf = new Map<string, PickupDto['students']>();
  parts.students.forEach((s, i) => {
    const list = studentsOf.get(s.pickupId) ?? [];
    list.push({ id: s.id, name: s.name, grade: s.grade, photo: s.photo, signedUrlPhoto: urls[i] ?? null });
    studentsOf.set(s.pickupId, list);
  });
  const staffOf = new Map<string, PickupStaffDto[]>();
  for (const s of parts.staff) staffOf.set(s.pickupId, [...(staffOf.get(s.pickupId) ?? []), presentStaff(s)]);
  const manualOf = new Map<string, string>();
  for (const m of parts.manuals) {
    const key = `${m.locationName}|${m.pickupCategory}`;
    if (!manualOf.has(key)) manualOf.set(key, m.url);
  }
  return rows.map((r) => {
    const shifts = staffOf.get(r.id) ?? [];
    const assigned = shifts.some((s) => s.userId === p.id);
    return {
      ...auditSnapshot(r),
      shifts,
      students: studentsOf.get(r.id) ?? [],
      manualUrl: manualOf.get(`${r.location}|${r.category}`) ?? null,
      can: abilitiesOf(policy, PICKUP_ACTIONS, p, { status: r.status, assigned }),
    };
  });
}

/** The pickup's own fields, as the audit trail keeps them. */
export function auditSnapshot(r: PickupRow) {
  return {
    id: r.id,
    date: r.date,
    schoolName: r.schoolName,
    location: r.location,
    category: r.category as PickupCategory,
    timeToLeave: r.timeToLeave,
    timeToPickup: r.timeToPickup,
    timeToReturn: r.timeToReturn,
    outwardMethod: r.outwardMethod,
    returnMethod: r.returnMethod,
    status: r.status as PickupStatus,
    lastUpdate: r.lastUpdate.toISOString(),
    comments: r.comments,
  };
}
