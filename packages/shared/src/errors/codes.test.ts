import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual as isEqual } from 'node:util';
import { PICKUP_CATEGORIES, SCHOOLS } from '../constants.ts';
import { loginSchema } from '../schemas/auth.ts';
import { linkFieldsSchema } from '../schemas/links.ts';
import { ERROR_MESSAGES, codeOf, codedIssue, msg, paramNamesOf, type ErrorCode } from './codes.ts';

/** The coded issues of a failed parse, as the server sends them and the browser's resolver shows them. */
function codedIssues(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: object[] } } },
  v: unknown,
) {
  const r = schema.safeParse(v);
  if (r.success) return [];
  return r.error!.issues.map((i) => codedIssue(i as { code?: string; message: string }));
}

describe('a schema failure carries its code (decision 0029, "Errors with codes")', () => {
  it('gives each custom message its code, the English text unchanged', () => {
    expect(codedIssues(loginSchema, { username: '', password: '' })).toEqual([
      { code: 'auth.usernameRequired', message: 'username is required' },
      { code: 'auth.passwordRequired', message: 'password is required' },
    ]);
  });

  it('carries the values a message interpolates, as numbers where they are numbers', () => {
    expect(codedIssues(linkFieldsSchema, { title: 'x'.repeat(101), url: 'https://example.com', role: 3 })).toEqual([
      {
        code: 'field.maxLength',
        message: 'title must be at most 100 characters',
        params: { field: 'title', max: 100 },
      },
    ]);
  });

  it("falls back to zod's own issue code for zod's own messages", () => {
    const [issue] = codedIssues(linkFieldsSchema.pick({ role: true }).strict(), { role: 3, extra: 1 });
    expect(issue?.code).toBe('validation.unrecognized_keys');
  });
});

describe('the catalog', () => {
  it('reads every text back to its own code and values, but for texts an earlier code already has', () => {
    const misread: string[] = [];
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const params = Object.fromEntries(paramNamesOf(code).map((n, i) => [n, `v${i}`]));
      const found = codeOf(msg(code, params));
      if (found?.code !== code || (paramNamesOf(code).length > 0 && !isEqual(found.params, params))) misread.push(code);
    }
    // zod says "Invalid input" for three of its issue codes; codedIssue tells them apart by zod's code, not the text.
    expect(misread).toEqual(['validation.invalid_union', 'validation.custom']);
  });
});

describe("an import report's row messages", () => {
  it('read back to their codes, the English as before', () => {
    expect(codeOf(`unknown category "x" (use ${PICKUP_CATEGORIES.join(' or ')})`)?.code).toBe(
      'import.unknownPickupCategory',
    );
    expect(codeOf(`unknown school "x" (use ${SCHOOLS.join(' or ')})`)).toEqual({
      code: 'import.unknownSchool',
      params: { value: 'x', schools: SCHOOLS.join(' or ') },
    });
    expect(codeOf('start time "25:00" is not a time (use HH:mm or h:mm AM/PM)')).toEqual({
      code: 'import.notATime',
      params: { field: 'start time', value: '25:00' },
    });
    expect(codeOf('pickup is already departed')).toEqual({
      code: 'import.pickupUnderway',
      params: { status: 'departed' },
    });
  });

  it("gives a too long SMS ID its own code, not field.max's", () => {
    expect(codeOf('SMS ID must be at most 5 digits')).toEqual({ code: 'user.smsIdDigits', params: { count: 5 } });
  });
});
