import { BOOK_PART_TAKEN, bookNumber, bookPartTakenMessage, isSupervisor, type BookAction } from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import { conflict, forbidden } from '../../lib/http-error.ts';

export function inUseMessage(students: number): string {
  const who = students === 1 ? '1 student' : `${students} students`;
  return `this book is the reading book of ${who}; change their reading first`;
}

/**
 * Everyone reads the catalogue; supervisors and up add, edit and delete books (docs/product.md §6). A book some
 * student is reading stays (the record: `{ students }`, how many read it): deleting it would leave their
 * reading pointing at nothing.
 */
export const policy = definePolicy<BookAction | 'create', { students: number }>((p, action, book) => {
  if (!isSupervisor(p)) return forbidden();
  return action === 'delete' && book && book.students > 0 ? conflict(inUseMessage(book.students)) : null;
});
export const { can, authorize } = policy;

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
      number: bookNumber(holder),
    },
  });
}
