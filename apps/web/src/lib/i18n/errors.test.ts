import { IMPORT_MESSAGES, SCHOOLS, validateImportRow } from '@school-ops/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../api-client.ts';
import { translateIssue } from './errors.ts';
import { setLanguage } from './index.ts';

/** A server 409 as sessions send it when another teacher holds the session (decision 0029, "Errors with codes"). */
const locked = {
  statusCode: 409,
  code: 'session.lockedByOther',
  message: 'session in progress (teacher: Aiko)',
  params: { teacher: 'Aiko' },
};

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  return request('PATCH', '/sessions/1/start').then(
    () => expect.unreachable('the request should fail'),
    (err: unknown) => err as ApiError,
  );
}

describe('server errors in the reader’s language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('shows an English reader the server’s message exactly, with its code and values kept', async () => {
    const err = await failureOf(409, locked);
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.message, err.code, err.params]).toEqual([
      409,
      'session in progress (teacher: Aiko)',
      'session.lockedByOther',
      { teacher: 'Aiko' },
    ]);
  });

  it('shows a Japanese reader the Japanese text of the code, with the values filled in', async () => {
    await setLanguage('ja');
    expect((await failureOf(409, locked)).message).toBe('セッション実施中です（講師: Aiko）');
    expect(
      (await failureOf(400, { statusCode: 400, code: 'auth.usernameRequired', message: ['username is required'] }))
        .message,
    ).toBe('ユーザー名を入力してください');
  });

  it('falls back to the server’s English for a code the web does not know', async () => {
    await setLanguage('ja');
    expect((await failureOf(409, { statusCode: 409, code: 'no.such.code', message: 'a newer message' })).message).toBe(
      'a newer message',
    );
  });
});

describe('translateIssue', () => {
  afterEach(() => setLanguage('en'));

  it('finds the code of a schema message by its text, values included', async () => {
    await setLanguage('ja');
    expect(translateIssue({ type: 'custom', message: 'password is required' })).toBe('パスワードを入力してください');
    expect(translateIssue({ type: 'custom', message: 'session in progress (teacher: Ken)' })).toBe(
      'セッション実施中です（講師: Ken）',
    );
  });

  it('leaves English as it came and says nothing for no issue', () => {
    expect(translateIssue({ type: 'custom', message: 'password is required' })).toBe('password is required');
    expect(translateIssue(undefined)).toBeUndefined();
  });
});

describe('field names inside messages', () => {
  afterEach(() => setLanguage('en'));

  it('are in the reader’s language, a name the catalog lacks staying as it came', async () => {
    const tooLong = { message: 'title must be at most 100 characters' };
    expect(translateIssue(tooLong)).toBe('title must be at most 100 characters');
    await setLanguage('ja');
    expect(translateIssue(tooLong)).toBe('「タイトル」は100文字以内で入力してください');
    expect(translateIssue({ message: 'max hours must be at most 80' })).toBe('「週の上限時間」は80以下にしてください');
    expect(translateIssue({ code: 'field.required', params: { field: 'shoe size' }, message: 'x' })).toBe(
      '「shoe size」を入力してください',
    );
  });

  it('follow the field’s own label where the screen gives one, and only in a message that names a field', async () => {
    await setLanguage('ja');
    const required = { message: 'name is required' };
    expect(translateIssue(required)).toBe('「名前」を入力してください');
    expect(translateIssue(required, { field: '氏名' })).toBe('「氏名」を入力してください');
    expect(translateIssue({ message: 'password is required' }, { field: 'PW' })).toBe('パスワードを入力してください');
    await setLanguage('en');
    expect(translateIssue(required, { field: 'Full name' })).toBe('name is required');
  });
});

describe('an import row’s messages', () => {
  afterEach(() => setLanguage('en'));

  /** The messages the import gives a row, as the report lists them. */
  const messagesOf = (kind: 'daily-schedule' | 'pickups', row: Record<string, unknown>) => {
    const check = validateImportRow(kind, row);
    return check.ok ? [] : check.messages;
  };
  const pickup = { date: '2026-11-24', schoolName: 'Ikejiri', location: 'Station', category: 'pick-up' };

  it('name the columns in the reader’s language', async () => {
    const messages = [
      ...messagesOf('daily-schedule', { date: '', schoolName: 'Ikejiri', className: '', studentSmsId: 'x' }),
      ...messagesOf('pickups', { ...pickup, timeToLeave: '25:00', studentSmsIds: '1' }),
    ];
    expect(messages).toEqual([
      'date is required',
      'class name is required',
      'student SMS ID "x" is not a number',
      'category is required',
      'time to leave "25:00" is not a time (use HH:mm or h:mm AM/PM)',
    ]);
    await setLanguage('ja');
    expect(messages.map((m) => translateIssue({ message: m }))).toEqual([
      '日付を入力してください',
      '「クラス名」を入力してください',
      '「生徒SMS ID」の「x」は数字ではありません',
      '「カテゴリー」を入力してください',
      '「出発時刻」の「25:00」は時刻ではありません（HH:mm または h:mm AM/PM の形で入力してください）',
    ]);
  });

  it('give a row that is no object and a date out of range their codes', async () => {
    const [early] = messagesOf('pickups', { ...pickup, date: '1899-12-31', studentSmsIds: '1' });
    const [late] = messagesOf('pickups', { ...pickup, date: '2100-01-02', studentSmsIds: '1' });
    expect([IMPORT_MESSAGES.rowNotObject, early, late]).toEqual([
      'the row must be an object of fields',
      'Date should not be before minimal date: "1899-12-31"',
      'Date should not be after maximal date: "2100-01-02"',
    ]);
    await setLanguage('ja');
    expect([IMPORT_MESSAGES.rowNotObject, early, late].map((m) => translateIssue({ message: m }))).toEqual([
      '各行は項目名と値のオブジェクトにしてください',
      '日付「1899-12-31」は扱える範囲より前です',
      '日付「2100-01-02」は扱える範囲より後です',
    ]);
  });

  it('list the schools in the reader’s language', async () => {
    const [unknown] = messagesOf('pickups', { ...pickup, schoolName: 'Shibuya', studentSmsIds: '1' });
    expect(unknown).toBe(`unknown school "Shibuya" (use ${SCHOOLS.join(' or ')})`);
    expect(translateIssue({ message: unknown })).toBe(unknown);
    await setLanguage('ja');
    const or = new Intl.ListFormat('ja', { type: 'disjunction' }).format(SCHOOLS);
    expect(translateIssue({ message: unknown })).toBe(`教室「Shibuya」はありません（${or}）`);
    expect(or).not.toContain(' or ');
  });
});
