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
});
