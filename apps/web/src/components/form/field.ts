import { memo, type FunctionComponent, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { useTranslateIssue, type IssueLike } from '../../lib/i18n/errors.ts';

/**
 * What every field of the kit takes: the form's `control` and a `name` typed by the form's values (so a
 * misspelt or removed field fails to compile), a label (a string or any node, so that it can pass through
 * a translation), and help shown when there is no error.
 */
export interface FieldProps<T extends FieldValues, N extends Path<T>, TOut> {
  control: Control<T, unknown, TOut>;
  name: N;
  label: ReactNode;
  /** Shown below the field while the form has no message for it. */
  helperText?: ReactNode;
}

/**
 * A field of the kit, rendered again only when its own props change: its value and message come from its own
 * subscription to the form (useController), so the form's renders pass it by. react-hook-form renders the form
 * again as it gets ready, inside the commit that hydrates a page: every field's second render was most of that
 * commit's length on a form page (bench notes, sixteenth session).
 */
export function fieldMemo<C extends (props: never) => ReactNode>(field: C): C {
  return memo(field as unknown as FunctionComponent) as unknown as C;
}

/** For the text and number fields. */
export interface MessagePlacement {
  /**
   * The form shows this field's message elsewhere (one line under a row of narrow fields): the field only turns
   * red, and points to that line itself (`aria-describedby`).
   */
  messageElsewhere?: boolean;
}

/** One choice of a select or radio group: the value the form holds and what a person reads. */
export interface FieldOption<V> {
  value: V;
  label: ReactNode;
  /** Menu selects only: options with the same group follow one heading, in the order given. */
  group?: ReactNode;
}

export type FieldOptions<T extends FieldValues, N extends Path<T>> = readonly FieldOption<PathValue<T, N>>[];

/**
 * The field's state in the form: its value and handlers, and the shared schema's message in the reader's language
 * (English exactly as the schema says it; decision 0029, "Errors with codes").
 */
export function useField<T extends FieldValues, N extends Path<T>, TOut>({
  control,
  name,
  label,
}: Pick<FieldProps<T, N, TOut>, 'control' | 'name'> & { label?: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  const translate = useFieldTranslate(label);
  return { field, error: fieldMessage(fieldState.error, translate) };
}

/**
 * translateIssue for a message shown under the field: a message that names the field ('{field} is required') names
 * it by the field's own label, as the person reads it above the message (氏名, 本の名前), not by the shared
 * schema's general name (名前). A label that is not plain text leaves the general name.
 */
export function useFieldTranslate(label: ReactNode): (issue: IssueLike) => string | undefined {
  const translate = useTranslateIssue();
  const field = typeof label === 'string' && label.trim() !== '' ? label : undefined;
  return (issue) => translate(issue, { field });
}

/**
 * The field's message. A form with `criteriaMode: 'all'` gets every rule a field breaks (a list of letters can
 * break several at once): each one, in the order found, joined by '; '.
 */
export function fieldMessage(
  error: FieldError | undefined,
  translate: (issue: IssueLike) => string | undefined = (issue) => issue.message as string | undefined,
): string | undefined {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {})
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .filter((m): m is string => typeof m === 'string');
  if (all.length === 0) return translate(error);
  return [...new Set(all)].map((message) => translate({ message }) ?? message).join('; ');
}

/** An option's value as the DOM holds it (an input's value is text); null and undefined are ''. */
export const optionKey = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The option whose DOM value is `key`, so that numbers and null come back as they were given. */
export function optionFor<V>(options: readonly FieldOption<V>[], key: string): FieldOption<V> | undefined {
  return options.find((o) => optionKey(o.value) === key);
}
