import { conflict } from '../../lib/http-error.ts';

export function inUseMessage(students: number): string {
  const who = students === 1 ? '1 student' : `${students} students`;
  return `this book is the reading book of ${who}; change their reading first`;
}

/** A book some student is reading stays: deleting it would leave their reading pointing at nothing. */
export function assertNotInUse(students: number): void {
  if (students > 0) throw conflict(inUseMessage(students));
}
