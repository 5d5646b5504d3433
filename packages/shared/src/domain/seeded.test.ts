import { describe, expect, it } from 'vitest';
import { seededRandom, sessionRunKey, shuffled } from './seeded.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');

describe('seededRandom', () => {
  it('draws the same numbers for the same key, in [0, 1)', () => {
    const a = seededRandom('session-1|start');
    const b = seededRandom('session-1|start');
    const drawn = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(drawn);
    expect(drawn.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('draws other numbers for another key', () => {
    expect(seededRandom('session-1')()).not.toBe(seededRandom('session-2')());
  });
});

describe('shuffled', () => {
  it('keeps every item once and leaves the input alone', () => {
    const order = shuffled(letters, seededRandom('x'));
    expect([...order].sort()).toEqual(letters);
    expect(letters[0]).toBe('a');
  });

  it('gives one session one order and different sessions different orders, rarely the alphabet', () => {
    const orderOf = (id: string) => shuffled(letters, seededRandom(id)).join('');
    expect(orderOf('s-1')).toBe(orderOf('s-1'));
    const orders = new Set(Array.from({ length: 40 }, (_, i) => orderOf(`s-${i}`)));
    expect(orders.size).toBe(40);
    expect(orders.has(letters.join(''))).toBe(false);
    // Each letter comes first in some sessions: children cannot learn where the test begins.
    const firsts = new Set(Array.from({ length: 400 }, (_, i) => orderOf(`t-${i}`)[0]));
    expect(firsts.size).toBe(26);
  });
});

describe('sessionRunKey', () => {
  it('is the same through a run and changes when the session is reset and started again', () => {
    const run = { id: 'abc', performance: { startedAt: '2030-01-01T01:00:00.000Z' } };
    expect(sessionRunKey(run, 'spread')).toBe(sessionRunKey({ ...run }, 'spread'));
    expect(sessionRunKey(run, 'spread')).not.toBe(sessionRunKey(run, 'random'));
    expect(sessionRunKey(run, 'spread')).not.toBe(
      sessionRunKey({ ...run, performance: { startedAt: '2030-01-01T02:00:00.000Z' } }, 'spread'),
    );
  });
});
