import { codeOf, isErrorCode, LIST_PARAMS, listItems, type ErrorCode } from '@school-ops/shared';
import { i18n, useTranslation } from './index.ts';

/**
 * What a failure says in the reader's language (decision 0029, "Errors with codes"): a server error
 * (`{ code, params, message }`) or a form field's error from the shared zod schemas (react-hook-form's
 * `{ type, message }`, whose message carries its code through the shared catalog). English shows the message as it
 * came, which is the spec's text; another language shows `errors.<code>` of its catalog with the values.
 */
export interface IssueLike {
  code?: unknown;
  params?: unknown;
  message?: unknown;
  /** react-hook-form's name for the zod issue code. */
  type?: unknown;
}

const paramsOf = (v: unknown) =>
  v && typeof v === 'object' ? (v as Record<string, string | number>) : ({} as Record<string, string | number>);

export interface IssueOptions {
  /**
   * The field's name as the screen shows it (a form field's own label): a message that names a field ('{field} is
   * required') names it so, rather than by the shared `fields.<name>`, so 氏名 under the 氏名 field, not 名前. A
   * function names each field by the name the message gives it (an import report's columns), undefined for none.
   */
  field?: string | ((name: string) => string | undefined);
}

export function translateIssue(issue: IssueLike | undefined | null, options: IssueOptions = {}): string | undefined {
  if (!issue) return undefined;
  const message = typeof issue.message === 'string' ? issue.message : undefined;
  if (i18n.language === 'en' && message !== undefined) return message;
  const coded = isErrorCode(issue.code)
    ? { code: issue.code, params: paramsOf(issue.params) }
    : message !== undefined
      ? (codeOf(message) ?? zodOwn(issue.type))
      : undefined;
  // A text the catalog does not hold (a newer server's) reads better in English than as a vague "invalid input".
  if (!coded) return message;
  const params = withLists(coded.code, withFieldNames(coded.params ?? {}, options.field));
  return i18n.t(`errors.${coded.code}` as 'errors.request.invalid', params) as string;
}

/** The list values of a code (LIST_PARAMS: 'Ikejiri or Gakugei') joined in the reader's language. */
function withLists(code: ErrorCode, params: Record<string, string | number>): Record<string, string | number> {
  const names = LIST_PARAMS[code];
  if (!names) return params;
  const or = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return Object.fromEntries(
    Object.entries(params).map(([name, v]) => [
      name,
      names.includes(name) && typeof v === 'string' ? or.format(listItems(v)) : v,
    ]),
  );
}

/**
 * The values with a field's name (`field`, as the shared schemas write it: 'title', 'SMS ID') in the reader's
 * language, from `fields.<name>` of the catalogs; a name the catalog does not hold stays as it came. The catalog
 * test keeps `fields` equal to the names the shared schemas and the imports' columns use. A field's own label
 * (`shown`, from the form kit) wins.
 */
function withFieldNames(
  params: Record<string, string | number>,
  shown: IssueOptions['field'],
): Record<string, string | number> {
  const field = params.field;
  if (typeof field !== 'string') return params;
  const own = typeof shown === 'function' ? shown(field) : shown;
  if (own) return { ...params, field: own };
  const key = `fields.${field}` as 'fields.title';
  return i18n.exists(key) ? { ...params, field: i18n.t(key) as string } : params;
}

/** zod's own message for an issue code (too_small, invalid_type, …); a custom one says nothing by its code. */
function zodOwn(type: unknown): { code: ErrorCode; params?: undefined } | undefined {
  const code = `validation.${String(type)}`;
  return type !== 'custom' && isErrorCode(code) ? { code } : undefined;
}

/** translateIssue for a component: it renders again in the new language when the person switches. */
export function useTranslateIssue(): typeof translateIssue {
  useTranslation();
  return translateIssue;
}
