import { ERROR_MESSAGES, type ErrorCode, type ErrorParams } from './catalog.ts';

export { ERROR_MESSAGES, type ErrorCode, type ErrorParams };

/** One message with its code: what the server sends for each problem and what the web translates. */
export interface CodedMessage {
  code: string;
  message: string;
  params?: ErrorParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/** The English text of a code with its values: `msg('session.isStatus', { status: 'new' })`. */
export function msg(code: ErrorCode, params: ErrorParams = {}): string {
  return ERROR_MESSAGES[code].replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The names of the values a code's message carries. */
export const paramNamesOf = (code: ErrorCode): string[] =>
  [...ERROR_MESSAGES[code].matchAll(PLACEHOLDER)].map((m) => m[1]!);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Lookup {
  exact: Map<string, ErrorCode>;
  patterns: { code: ErrorCode; names: string[]; pattern: RegExp }[];
}

/**
 * The catalog's texts to their codes, made at the first lookup: a regular expression per message with values is
 * work at every page's start (the web's entry imports this module) for the first message that needs a code.
 */
let lookup: Lookup | undefined;

function catalogLookup(): Lookup {
  if (lookup) return lookup;
  const exact = new Map<string, ErrorCode>();
  const patterns: Lookup['patterns'] = [];
  for (const [code, text] of Object.entries(ERROR_MESSAGES) as [ErrorCode, string][]) {
    const names = paramNamesOf(code);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ code, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  return (lookup = { exact, patterns });
}

const valueOf = (s: string): string | number => (/^(0|[1-9]\d{0,14})$/.test(s) ? Number(s) : s);

/**
 * The code and values of an English message of the catalog, or undefined for a text it does not hold. The
 * schemas and services write their English texts as before; this is how each of them gets its code, so a form
 * shows the same code whether the browser or the server found the problem. A text with no values wins over a
 * pattern, and patterns are tried in the catalog's order (specific ones come before the field rules).
 */
export function codeOf(message: string): { code: ErrorCode; params?: ErrorParams } | undefined {
  const { exact, patterns } = catalogLookup();
  const found = exact.get(message);
  if (found) return { code: found };
  for (const { code, names, pattern } of patterns) {
    const m = pattern.exec(message);
    if (m) return { code, params: Object.fromEntries(names.map((n, i) => [n, valueOf(m[i + 1]!)])) };
  }
  return undefined;
}

/** A zod issue (or anything with its `code` and `message`) with the catalog's code, else zod's own issue code. */
export function codedIssue(issue: { code?: string; message: string; [k: string]: unknown }): CodedMessage {
  const found = codeOf(issue.message);
  if (found) return { ...found, message: issue.message };
  const params: ErrorParams = {};
  for (const key of ['expected', 'minimum', 'maximum', 'origin', 'format', 'divisor'] as const) {
    const v = issue[key];
    if (typeof v === 'string' || typeof v === 'number') params[key] = v;
    if (typeof v === 'bigint') params[key] = Number(v);
  }
  const code = `validation.${issue.code ?? 'custom'}`;
  return { code: isErrorCode(code) ? code : 'validation.custom', message: issue.message, params };
}

/**
 * The values that are lists of alternatives (issue 18), by code: the English text joins the items with ' or '
 * (`orList`), as it always has; the web splits the value again (`listItems`) and joins the items in the reader's
 * language (Intl.ListFormat, 'disjunction'), so a Japanese message reads 「Ikejiri または Gakugei」.
 */
export const LIST_PARAMS: Partial<Record<ErrorCode, readonly string[]>> = {
  'import.unknownSchool': ['schools'],
};

const OR = ' or ';
/** A list of alternatives as an English message writes it: 'Ikejiri or Gakugei'. */
export const orList = (items: readonly string[]): string => items.join(OR);
/** The items of a list value that `orList` wrote. */
export const listItems = (value: string): string[] => value.split(OR);
