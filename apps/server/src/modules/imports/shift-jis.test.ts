import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { bearer } from '../../test/api.ts';
import { buildStaff } from '../../test/factories/index.ts';

const t = useTestApp();
const db = () => t.database.db;

/**
 * The cp932 bytes of the few characters the files below use, from Python's `'山'.encode('cp932')`: Node decodes
 * Shift_JIS but has no encoder, and a table this small is easier to check than a binary fixture.
 */
const CP932: Record<string, number[]> = {
  氏: [0x8e, 0x81],
  名: [0x96, 0xbc],
  学: [0x8a, 0x77],
  年: [0x94, 0x4e],
  備: [0x94, 0xf5],
  考: [0x8d, 0x6c],
  山: [0x8e, 0x52],
  田: [0x93, 0x63],
  花: [0x89, 0xd4],
  子: [0x8e, 0x71],
  佐: [0x8d, 0xb2],
  藤: [0x93, 0xa1],
  太: [0x91, 0xbe],
  郎: [0x98, 0x59],
  欠: [0x8c, 0x87],
  席: [0x90, 0xc8],
  '\u3000': [0x81, 0x40],
};

function shiftJis(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else if (CP932[ch]) bytes.push(...CP932[ch]);
    else throw new Error(`no cp932 bytes for ${ch} in the test's table`);
  }
  return Buffer.from(bytes);
}

// The Japanese template's header, names with a full-width space as Japanese staff type them, a remark in quotes.
const FILE = 'SMS ID,氏名,学年,備考\r\n1001,山田\u3000花子,K2,"欠席, 佐藤"\r\n1002,佐藤 太郎,E1,\r\n';

const put = (token: string, payload: Buffer, dryRun: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/imports/students?dryRun=${dryRun}`,
    // Excel says nothing of the encoding; clients often claim UTF-8 whatever the bytes are.
    headers: { ...bearer(token), 'content-type': 'text/csv; charset=utf-8' },
    payload,
  });

const studentsNow = () =>
  db()
    .select({ smsId: students.smsId, name: students.name, grade: students.grade, remarks: students.remarks })
    .from(students)
    .orderBy(asc(students.smsId));

describe('PUT /api/imports/students with a Shift_JIS file (Excel in Japan)', () => {
  it('reads it exactly as its UTF-8 twin: same preview, same students', async () => {
    const { manager } = await buildStaff(db());
    const sjis = shiftJis(FILE);
    const utf8 = Buffer.from(`\uFEFF${FILE}`, 'utf8');
    expect(sjis.equals(utf8)).toBe(false);

    const [sjisPreview, utf8Preview] = [await put(manager.token, sjis, true), await put(manager.token, utf8, true)];
    expect(sjisPreview.statusCode).toBe(200);
    expect(sjisPreview.json()).toEqual(utf8Preview.json());
    expect(sjisPreview.json().rows.map((r: { label: string }) => r.label)).toEqual([
      '1001 山田\u3000花子',
      '1002 佐藤 太郎',
    ]);

    expect((await put(manager.token, sjis, false)).statusCode).toBe(200);
    const fromSjis = await studentsNow();
    expect(fromSjis).toEqual([
      { smsId: 1001, name: '山田\u3000花子', grade: 'K2', remarks: '欠席, 佐藤' },
      { smsId: 1002, name: '佐藤 太郎', grade: 'E1', remarks: null },
    ]);
    // The UTF-8 twin applied over it finds nothing to change.
    const again = await put(manager.token, utf8, false);
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 2, kept: 0, error: 0 });
    expect(await studentsNow()).toEqual(fromSjis);
  });
});
