import { afterEach, describe, expect, it } from 'vitest';
import { readBegun, readOnServer, readsMayHaveMissed, resetReadPositions } from './read-positions.ts';

afterEach(resetReadPositions);

describe('a page the server rendered (decision 0052), at its first stream', () => {
  it('missed nothing when the stream starts where the server began reading', () => {
    readOnServer('17');
    expect(readsMayHaveMissed('17')).toBe(false);
  });

  it('may have missed a change made since, or when the server did not say where it stood', () => {
    readOnServer('17');
    expect(readsMayHaveMissed('18')).toBe(true);
    resetReadPositions();
    readOnServer(null);
    expect(readsMayHaveMissed('17')).toBe(true);
  });

  it('counts the page’s own reads beside the server’s', () => {
    readOnServer('17');
    readBegun()('16');
    expect(readsMayHaveMissed('17')).toBe(true);
  });
});
