import { BOOK_PART_TAKEN, bookPartTakenMessage } from '@school-ops/shared';
import { conflict } from '../../lib/http-error.ts';

export function inUseMessage(students: number): string {
  const who = students === 1 ? '1 student' : `${students} students`;
  return `this book is the reading book of ${who}; change their reading first`;
}

/** A book some student is reading stays: deleting it would leave their reading pointing at nothing. */
export function assertNotInUse(students: number): void {
  if (students > 0) throw conflict(inUseMessage(students));
}

export interface BookNumbers {
  level: number;
  order: number;
  part: number | null;
}

/** Two books never share level, order and part: the list could not tell them apart. */
export function partTaken(holder: BookNumbers & { name: string }) {
  return conflict(bookPartTakenMessage(holder), {
    code: BOOK_PART_TAKEN,
    params: {
      name: holder.name,
      level: holder.level,
      order: holder.order,
      ...(holder.part !== null && { part: holder.part }),
    },
  });
}
