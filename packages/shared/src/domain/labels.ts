/*
 * How records are named in lists and headings. Free of the schemas (and of zod): the web's entry writes a record's
 * heading with them before the app's code arrives (apps/web/src/app/first-paint.tsx).
 */

/** Two texts in code-unit order: the same on every device, whatever its locale (a list's tie-break). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Numbered {
  level: number;
  order: number;
  part?: number | null;
}

/** 'level.order' or 'level.order.part', e.g. '2.1.3'. */
export function bookNumber(b: Numbered): string {
  return b.part === null || b.part === undefined ? `${b.level}.${b.order}` : `${b.level}.${b.order}.${b.part}`;
}

/** How a book is listed: 'The Big Cat (1.2)' or 'Sam and the Map (2.1.3)'. */
export function bookLabel(b: Numbered & { name: string }): string {
  return `${b.name} (${bookNumber(b)})`;
}

/** How a category reads in lists: 'category (level.order)'. */
export function spellingCategoryLabel(c: { category: string; level: number; order: number }): string {
  return `${c.category} (${c.level}.${c.order})`;
}
