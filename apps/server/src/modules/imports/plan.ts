import type { ImportAction, ImportKind, ImportRowData } from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';

/** A row that passed the row schema and is not a duplicate in its file. */
export interface ValidRow<K extends ImportKind> {
  /** Position in the file's rows (and in the report). */
  index: number;
  data: ImportRowData[K];
}

export interface Outcome {
  action: ImportAction;
  messages: string[];
}

/**
 * What an import of one kind would do: an outcome per valid row (by index) and, to apply it, the
 * writes that make it so. Preview and apply share it; only apply calls `write`.
 */
export interface KindPlan {
  outcomes: Map<number, Outcome>;
  write(tx: Executor): Promise<void>;
}

export type Planner<K extends ImportKind> = (db: Executor, rows: ValidRow<K>[]) => Promise<KindPlan>;

export const outcome = (action: ImportAction, messages: string[] = []): Outcome => ({ action, messages });

export const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
