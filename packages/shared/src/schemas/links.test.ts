import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  compareLinks,
  createLinksSchema,
  httpUrl,
  LINK_VISIBILITY_LABELS,
  linkFieldsSchema,
  linkRoleParam,
  updateLinkSchema,
} from '../index.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const valid = { title: 'Staff Handbook', url: 'https://example.com/handbook', role: 3 };

describe('httpUrl', () => {
  it('accepts http and https addresses, trimmed', () => {
    expect(httpUrl.parse('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(httpUrl.parse('  http://localhost:3000/x  ')).toBe('http://localhost:3000/x');
  });

  it('requires a value', () => {
    expect(messages(httpUrl, undefined)).toEqual(['url is required']);
    expect(messages(httpUrl, '')).toEqual(['url is required']);
    expect(messages(httpUrl, '   ')).toEqual(['url is required']);
  });

  it('refuses what is not a web address', () => {
    for (const bad of [
      'example',
      'example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://',
      'https://exa mple.com',
    ]) {
      expect(messages(httpUrl, bad), bad).toEqual(['url must be a valid URL']);
    }
  });
});

describe('linkFieldsSchema', () => {
  it('accepts a link and trims its title', () => {
    expect(linkFieldsSchema.parse({ ...valid, title: '  Staff Handbook ' })).toEqual(valid);
  });

  it('requires title and url', () => {
    expect(messages(linkFieldsSchema, { role: 3 })).toEqual(['title is required', 'url is required']);
    expect(messages(linkFieldsSchema, { ...valid, title: ' ' })).toEqual(['title is required']);
    expect(messages(linkFieldsSchema, { ...valid, url: 'not a url' })).toEqual(['url must be a valid URL']);
    expect(messages(linkFieldsSchema, { ...valid, title: 't'.repeat(101) })).toEqual([
      'title must be at most 100 characters',
    ]);
  });

  it('knows the three visibilities only', () => {
    for (const role of [0, 2, 3]) expect(messages(linkFieldsSchema, { ...valid, role })).toEqual([]);
    for (const role of [1, 4, '3', null]) {
      expect(messages(linkFieldsSchema, { ...valid, role })).toEqual([
        'role must be Part-Timers and Up, Full-Timers and Up or School Managers',
      ]);
    }
    expect(LINK_VISIBILITY_LABELS).toEqual({ 3: 'Part-Timers and Up', 2: 'Full-Timers and Up', 0: 'School Managers' });
  });
});

describe('createLinksSchema', () => {
  it('takes several links at once', () => {
    const two = { links: [valid, { ...valid, title: 'Lesson Plans', role: 2 }] };
    expect(createLinksSchema.parse(two).links).toHaveLength(2);
  });

  it('wants at least one and at most 50', () => {
    expect(messages(createLinksSchema, { links: [] })).toEqual(['add at least one link']);
    expect(messages(createLinksSchema, {})).toEqual(['links must be a list']);
    expect(messages(createLinksSchema, { links: Array.from({ length: 51 }, () => valid) })).toEqual([
      'at most 50 links at once',
    ]);
  });

  it('points at the bad row', () => {
    const r = createLinksSchema.safeParse({ links: [valid, { ...valid, url: 'nope' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['links.1.url', 'url must be a valid URL'],
    ]);
  });
});

describe('updateLinkSchema', () => {
  it('is partial and drops the click count', () => {
    expect(updateLinkSchema.parse({ title: 'New' })).toStrictEqual({ title: 'New' });
    expect(updateLinkSchema.parse({ clickCount: 99 })).toStrictEqual({});
    expect(messages(updateLinkSchema, { url: 'x' })).toEqual(['url must be a valid URL']);
  });
});

describe('linkRoleParam', () => {
  it('takes a teaching role number', () => {
    expect(linkRoleParam.parse({ role: '0' })).toEqual({ role: 0 });
    expect(linkRoleParam.parse({ role: '3' })).toEqual({ role: 3 });
    for (const bad of ['4', '-1', '', '1.5', 'x', '03']) {
      expect(messages(linkRoleParam, { role: bad }), bad).toEqual(['role must be a teaching role from 0 to 3']);
    }
  });
});

describe('compareLinks', () => {
  it('sorts by click count descending, then by title', () => {
    const links = [
      { title: 'b', clickCount: 1 },
      { title: 'C', clickCount: 5 },
      { title: 'a', clickCount: 1 },
      { title: 'B', clickCount: 1 },
    ];
    expect([...links].sort(compareLinks).map((l) => l.title)).toEqual(['C', 'a', 'B', 'b']);
  });
});
