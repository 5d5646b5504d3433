import { describe, expect, it } from 'vitest';
import { firstLetters, letterAudio, letterProblems, parseLetters, parseWords, spreadChoices } from './letters.ts';

describe('parseLetters', () => {
  it('lowercases and drops everything that is not a letter or digit', () => {
    expect(parseLetters('B, d  e!')).toEqual(['b', 'd', 'e']);
    expect(parseLetters('')).toEqual([]);
    expect(parseLetters('a_b')).toEqual(['a', 'b']);
  });
});

describe('parseWords', () => {
  it('splits on non-word characters but keeps apostrophes', () => {
    expect(parseWords("don't, cat  dog.")).toEqual(["don't", 'cat', 'dog']);
    expect(parseWords("'tis the cat's hat")).toEqual(['tis', 'the', "cat's", 'hat']);
    expect(parseWords('  ')).toEqual([]);
  });
});

describe('letterProblems', () => {
  it('accepts letters within the first N, once each', () => {
    expect(letterProblems(['a', 'e'], 5)).toEqual([]);
  });
  it('names too many letters, duplicates and letters out of range', () => {
    expect(letterProblems(['a', 'b', 'c', 'd', 'e', 'a'], 5)).toEqual([
      'too many letters (expected 5)',
      'duplicate letter a',
    ]);
    expect(letterProblems(['f'], 5)).toEqual(['submitted letter f is not in range']);
    expect(letterProblems(['z'], 26)).toEqual([]);
    expect(letterProblems(['1'], 26)).toEqual(['submitted letter 1 is not in range']);
  });
});

describe('spreadChoices', () => {
  const seeded = (seed: number) => () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };

  it('offers the answer and two other letters from the pool', () => {
    const pool = firstLetters(10);
    for (let s = 1; s < 200; s++) {
      const choices = spreadChoices('d', pool, seeded(s));
      expect(choices).toHaveLength(3);
      expect(choices).toContain('d');
      expect(new Set(choices).size).toBe(3);
      for (const c of choices) expect(pool).toContain(c);
    }
  });

  it('never pairs c and k', () => {
    const pool = firstLetters(26);
    for (let s = 1; s < 500; s++) {
      expect(spreadChoices('c', pool, seeded(s))).not.toContain('k');
      expect(spreadChoices('k', pool, seeded(s))).not.toContain('c');
      const other = spreadChoices('a', pool, seeded(s));
      expect(other.includes('c') && other.includes('k')).toBe(false);
    }
  });

  it('works with the smallest letter set', () => {
    expect(spreadChoices('a', firstLetters(5), seeded(3)).sort()).toHaveLength(3);
  });
});

describe('letterAudio', () => {
  it('names the ABC and phonics files of docs/product.md §2.6', () => {
    expect(letterAudio('B', false)).toBe('/audio/abc_b.mp3');
    expect(letterAudio('b', true)).toBe('/audio/phonics_b.mp3');
  });
});
