import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** FNV-1a: a text key to the 32-bit seed the generator takes. */
function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * A repeatable stand-in for Math.random: the same key draws the same numbers on every device and
 * after every reload, another key draws others (docs/decisions/0020).
 */
export function seededRandom(key: string): () => number {
  const rng = xoroshiro128plus(seedOf(key));
  return () => uniformFloat64(rng);
}

/** A session's test order: one per run of the session (its id and start), the same on a reload. */
export function sessionRunKey(
  session: { id: string; performance: Record<string, unknown> | null },
  test: string,
): string {
  const startedAt = session.performance?.startedAt;
  return `${session.id}|${typeof startedAt === 'string' ? startedAt : ''}|${test}`;
}

/** The items in an order drawn from `random` (Fisher–Yates); the input is left as it is. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
