import type { ImportKind } from '@school-ops/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { students, type StudentRow } from '../db/schema/index.ts';
import { bearer } from './factories.ts';

/** Students with exactly these SMS IDs (imports are keyed by them). */
export async function buildStudentsWithSmsIds(db: Executor, smsIds: number[]): Promise<StudentRow[]> {
  return db
    .insert(students)
    .values(smsIds.map((smsId) => ({ smsId, name: `Student ${smsId}`, grade: 'E1' })))
    .returning();
}

/** CSV text as Excel writes it: CRLF line ends, optionally a BOM. */
export const csv = (lines: string[], bom = false) => `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;

export interface ImportCall {
  kind: ImportKind | string;
  token?: string;
  dryRun?: boolean;
  fileName?: string;
  /** CSV text (sent as text/csv) or a JSON body. */
  body: string | object;
}

export function putImport(app: FastifyInstance, o: ImportCall) {
  const query = new URLSearchParams();
  if (o.dryRun !== undefined) query.set('dryRun', String(o.dryRun));
  if (o.fileName) query.set('fileName', o.fileName);
  const isCsv = typeof o.body === 'string';
  return app.inject({
    method: 'PUT',
    url: `/api/imports/${o.kind}${query.size ? `?${query}` : ''}`,
    headers: {
      ...(o.token ? bearer(o.token) : {}),
      'content-type': isCsv ? 'text/csv; charset=utf-8' : 'application/json',
    },
    payload: isCsv ? o.body : JSON.stringify(o.body),
  });
}
