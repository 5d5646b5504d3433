import type { ImportCounts, ImportKind, ImportReport, ImportRowResult, ImportRunDto } from '@school-ops/shared';
import type { RunWithUser } from './repository.ts';

export function countActions(rows: readonly ImportRowResult[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, kept: 0, error: 0 };
  for (const r of rows) counts[r.action] += 1;
  return counts;
}

export function presentRun(r: RunWithUser): ImportRunDto {
  const c = r.counts;
  return {
    id: r.id,
    kind: r.kind as ImportKind,
    fileName: r.fileName,
    createdAt: r.createdAt.toISOString(),
    // Users are soft-deleted, so a name is nearly always there; a hard-deleted one leaves this.
    userName: r.userName ?? 'deleted user',
    counts: { create: c.create ?? 0, update: c.update ?? 0, unchanged: c.unchanged ?? 0, kept: c.kept ?? 0 },
  };
}

export function presentReport(
  kind: ImportKind,
  dryRun: boolean,
  rows: ImportRowResult[],
  run: RunWithUser | null,
): ImportReport {
  return { kind, dryRun, counts: countActions(rows), rows, run: run ? presentRun(run) : null };
}
