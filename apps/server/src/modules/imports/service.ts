import {
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_RUNS_LISTED,
  ImportFileError,
  importRowKey,
  importRowLabel,
  readImportCsv,
  readImportJson,
  validateImportRow,
  type ImportInputRow,
  type ImportKind,
  type ImportReport,
  type ImportRowResult,
  type ImportRunsResponse,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { KindPlan, Planner, ValidRow } from './plan.ts';
import { planPickups } from './pickups-plan.ts';
import { policy } from './policy.ts';
import { countActions, presentReport, presentRun } from './presenter.ts';
import * as repo from './repository.ts';
import { planSchedule } from './schedule-plan.ts';
import { planStudents } from './students-plan.ts';

const PLANNERS: { [K in ImportKind]: Planner<K> } = {
  students: planStudents,
  'daily-schedule': planSchedule,
  pickups: planPickups,
};

export interface ImportRequest {
  /** The CSV text (text/csv) or the parsed JSON body; undefined when nothing was sent. */
  body: unknown;
  dryRun: boolean;
  fileName: string | null;
}

function kindOf(kind: string): ImportKind {
  const found = IMPORT_KINDS.find((k) => k === kind);
  if (!found) throw badRequest(IMPORT_MESSAGES.unknownKind(kind));
  return found;
}

/** The file's rows, or a 400 naming what makes the whole file unusable. */
function readRows(kind: ImportKind, body: unknown): ImportInputRow[] {
  try {
    if (body === undefined || body === null || body === '') throw new ImportFileError(IMPORT_MESSAGES.emptyFile);
    return typeof body === 'string' ? readImportCsv(kind, body) : readImportJson(body);
  } catch (e) {
    if (e instanceof ImportFileError) throw badRequest(e.message);
    throw e;
  }
}

/**
 * Every row checked on its own (schema, then duplicates in the file), then the valid ones against
 * the database by the kind's planner. Rows keep their file order.
 */
async function plan<K extends ImportKind>(
  db: Executor,
  kind: K,
  input: ImportInputRow[],
): Promise<{ rows: ImportRowResult[]; plan: KindPlan }> {
  const rows: ImportRowResult[] = input.map((r) => ({
    line: r.line,
    action: 'error',
    label: importRowLabel(kind, r.raw),
    messages: [],
  }));
  const checked: (ValidRow<K> & { key: string })[] = [];
  input.forEach((r, index) => {
    const result = validateImportRow(kind, r.raw);
    if (result.ok) checked.push({ index, data: result.data, key: importRowKey(kind, result.data) });
    else rows[index]!.messages = result.messages;
  });

  const byKey = new Map<string, number[]>();
  for (const c of checked) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c.index]);
  const valid: ValidRow<K>[] = [];
  for (const c of checked) {
    const same = byKey.get(c.key)!;
    if (same.length === 1) {
      valid.push({ index: c.index, data: c.data });
      continue;
    }
    const other = same.find((i) => i !== c.index)!;
    rows[c.index]!.messages = [IMPORT_MESSAGES.duplicateOf(input[other]!.line)];
  }

  const kindPlan = await PLANNERS[kind](db, valid);
  for (const [index, o] of kindPlan.outcomes) {
    rows[index]!.action = o.action;
    rows[index]!.messages = o.messages;
  }
  return { rows, plan: kindPlan };
}

export function createImportsService({ db }: { db: Db }) {
  return {
    /**
     * A dry run reports what the file would do. An apply plans again under the kind's lock, inside
     * the transaction that writes, so what it reports is exactly what it wrote; with any error row
     * it writes nothing and the report says why (the route answers 400).
     */
    async run(actor: Identity, kindName: string, req: ImportRequest): Promise<ImportReport> {
      policy.authorize(actor, 'run');
      const kind = kindOf(kindName);
      const input = readRows(kind, req.body);
      if (req.dryRun) return presentReport(kind, true, (await plan(db, kind, input)).rows, null);

      return db.transaction(async (tx) => {
        await repo.lockKind(tx, kind);
        const planned = await plan(tx, kind, input);
        const counts = countActions(planned.rows);
        if (counts.error > 0) return presentReport(kind, false, planned.rows, null);

        await planned.plan.write(tx);
        const { error: _error, ...runCounts } = counts;
        const run = await repo.insertRun(tx, { kind, fileName: req.fileName, userId: actor.id, counts: runCounts });
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'import.apply',
          entity: 'import_run',
          entityId: run.id,
          after: { kind, fileName: req.fileName, counts: runCounts },
        });
        return presentReport(kind, false, planned.rows, (await repo.findRun(tx, run.id)) ?? null);
      });
    },

    async listRuns(): Promise<ImportRunsResponse> {
      return { runs: (await repo.listRuns(db, IMPORT_RUNS_LISTED)).map(presentRun) };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
