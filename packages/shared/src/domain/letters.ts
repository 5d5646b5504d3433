import { shuffled } from './seeded.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** The first N letters of the alphabet, lowercase: a student's letter set. */
export function firstLetters(n: number): string[] {
  return ALPHABET.slice(0, Math.max(0, Math.min(26, n))).split('');
}

/** Missed letters as typed ('B, d e') to a list: lowercased, non-word characters removed. */
export function parseLetters(text: string): string[] {
  return text.toLowerCase().replace(/\W|_/g, '').split('').filter(Boolean);
}

/** Missed words as typed, split on non-word characters but keeping apostrophes ("don't"). */
export function parseWords(text: string): string[] {
  return text
    .split(/[^\w']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** The problems of one missed-letter list against the student's N letters (docs/product.md §5). */
export function letterProblems(letters: string[], n: number): string[] {
  const problems: string[] = [];
  if (letters.length > n) problems.push(`too many letters (expected ${n})`);
  const seen = new Set<string>();
  const allowed = new Set(firstLetters(n));
  for (const l of letters) {
    if (seen.has(l)) problems.push(`duplicate letter ${l}`);
    seen.add(l);
    if (!allowed.has(l)) problems.push(`submitted letter ${l} is not in range`);
  }
  return [...new Set(problems)];
}

/**
 * Three choices for the spread test: the answer and two others from the student's letters,
 * never c with k (they sound alike). `random` is injectable so tests are repeatable.
 */
export function spreadChoices(answer: string, pool: string[], random: () => number = Math.random): string[] {
  const confusable = (a: string, b: string) => (a === 'c' && b === 'k') || (a === 'k' && b === 'c');
  const others = pool.filter((l) => l !== answer && !confusable(l, answer));
  const picked: string[] = [];
  while (picked.length < 2 && others.length > 0) {
    const [l] = others.splice(Math.floor(random() * others.length), 1);
    if (l && !picked.some((p) => confusable(p, l))) picked.push(l);
  }
  return shuffled([answer, ...picked], random);
}

/** The audio file of a letter: letter names for the ABC stages, letter sounds for phonics. */
export function letterAudio(letter: string, phonics: boolean): string {
  return `/audio/${phonics ? 'phonics' : 'abc'}_${letter.toLowerCase()}.mp3`;
}
