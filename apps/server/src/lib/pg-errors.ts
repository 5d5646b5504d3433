/** PostgreSQL's unique_violation, from pg or PGlite, optionally for one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  if (code !== '23505') return false;
  if (!constraint) return true;
  const c = (e as { constraint?: string }).constraint;
  const detail = String((e as { message?: string }).message ?? '');
  return c === constraint || detail.includes(constraint);
}
