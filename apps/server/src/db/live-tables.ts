import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nameOf as sqlNameOf } from './batch.ts';
import type { LiveKind } from '@school-ops/shared';
import * as t from './schema/index.ts';

/** The channel the live triggers notify on, one message per changed row (db/live-triggers.ts). */
export const LIVE_CHANNEL = 'school_ops_live';

interface LiveTable {
  table: Table;
  kind: LiveKind;
  /** The column that names the record the web refetches (a pickup's staff row names its pickup). */
  key: Column;
  /** What the policies decide on without reading the row again (it may be gone): day, school, person. */
  facts: Column[];
  /** The key is another table's record (a pick-up's staff row): deleting this row deletes no record. */
  partOf?: true;
}

/**
 * Every table whose changes the live stream tells (decision 0030): the one declaration the triggers and the
 * hub follow. A fact a rule needs goes here, so that a deleted row (or the old side of an update) still says
 * whom it concerned.
 */
export const LIVE_TABLES: LiveTable[] = [
  {
    table: t.sessions,
    kind: 'session',
    key: t.sessions.id,
    facts: [t.sessions.date, t.sessions.schoolName, t.sessions.studentId, t.sessions.category],
  },
  { table: t.students, kind: 'student', key: t.students.id, facts: [] },
  { table: t.shifts, kind: 'shift', key: t.shifts.id, facts: [t.shifts.date, t.shifts.userId] },
  { table: t.pickups, kind: 'pickup', key: t.pickups.id, facts: [t.pickups.date, t.pickups.schoolName] },
  { table: t.pickupStudents, kind: 'pickup', key: t.pickupStudents.pickupId, facts: [], partOf: true },
  {
    table: t.pickupShifts,
    kind: 'pickup',
    key: t.pickupShifts.pickupId,
    facts: [t.pickupShifts.shiftId],
    partOf: true,
  },
  {
    table: t.activities,
    kind: 'activity',
    key: t.activities.id,
    facts: [t.activities.date, t.activities.schoolName],
  },
  { table: t.appSettings, kind: 'settings', key: t.appSettings.key, facts: [] },
];

/** A table's SQL name and the SQL names of its key and facts, in the trigger's argument order. */
export function liveColumnsOf(entry: LiveTable): { table: string; columns: string[] } {
  const names = new Map(Object.values(getTableColumns(entry.table)).map((c) => [c, sqlNameOf(c as AnyPgColumn)]));
  const nameOf = (c: Column) => {
    const name = names.get(c);
    if (!name) throw new Error(`${c.name} is not a column of ${getTableName(entry.table)}`);
    return name;
  };
  return { table: getTableName(entry.table), columns: [nameOf(entry.key), ...entry.facts.map(nameOf)] };
}

/** A changed row as the trigger tells it: its table, its key and its facts, by SQL column name. */
export interface LiveRowChange {
  table: string;
  key: string;
  facts: Record<string, string | null>;
  /** The record the key names is gone (its own row was deleted). */
  deleted: boolean;
}

const KIND_OF_TABLE = new Map(LIVE_TABLES.map((e) => [getTableName(e.table), e.kind]));
export const liveKindOf = (table: string): LiveKind | undefined => KIND_OF_TABLE.get(table);

/** The NOTIFY payload, or undefined for anything else on the channel. */
export function parseLiveChange(payload: string): LiveRowChange | undefined {
  try {
    const v = JSON.parse(payload) as { t?: unknown; c?: unknown; d?: unknown };
    if (typeof v.t !== 'string' || !Array.isArray(v.c) || !KIND_OF_TABLE.has(v.t)) return undefined;
    const entry = LIVE_TABLES.find((e) => getTableName(e.table) === v.t)!;
    const [, ...facts] = liveColumnsOf(entry).columns;
    const values = v.c as unknown[];
    const text = (x: unknown) => (x === null || x === undefined ? null : String(x));
    return {
      table: v.t,
      key: text(values[0]) ?? '',
      facts: Object.fromEntries(facts.map((name, i) => [name, text(values[i + 1])])),
      deleted: v.d === true && !entry.partOf,
    };
  } catch {
    return undefined;
  }
}
