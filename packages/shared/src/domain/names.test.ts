import { describe, expect, it } from 'vitest';
import { baseUsername, displayName, shortName } from './names.ts';

describe('displayName', () => {
  it("is 'name (nickname)' when both exist", () => {
    expect(displayName({ name: 'Mary Ann Smith', nickname: 'Mimi' })).toBe('Mary Ann Smith (Mimi)');
  });

  it('is the name alone without a nickname', () => {
    expect(displayName({ name: 'Mary Ann Smith' })).toBe('Mary Ann Smith');
    expect(displayName({ name: 'Mary Ann Smith', nickname: null })).toBe('Mary Ann Smith');
    expect(displayName({ name: 'Mary Ann Smith', nickname: '' })).toBe('Mary Ann Smith');
    expect(displayName({ name: 'Mary Ann Smith', nickname: '   ' })).toBe('Mary Ann Smith');
  });

  it('trims the parts', () => {
    expect(displayName({ name: '  Ken  ', nickname: ' K ' })).toBe('Ken (K)');
  });

  it("is 'unknown' without a name", () => {
    expect(displayName(null)).toBe('unknown');
    expect(displayName(undefined)).toBe('unknown');
    expect(displayName({})).toBe('unknown');
    expect(displayName({ name: '' })).toBe('unknown');
    expect(displayName({ name: '   ', nickname: 'Mimi' })).toBe('unknown');
    expect(displayName({ name: null, nickname: 'Mimi' })).toBe('unknown');
  });
});

describe('shortName', () => {
  it('is the nickname when there is one', () => {
    expect(shortName({ name: 'Mary Ann Smith', nickname: 'Mimi' })).toBe('Mimi');
  });

  it('is the first word of the name otherwise', () => {
    expect(shortName({ name: 'Mary Ann Smith' })).toBe('Mary');
    expect(shortName({ name: '  Mary   Ann ', nickname: '  ' })).toBe('Mary');
    expect(shortName({ name: 'Ken', nickname: null })).toBe('Ken');
  });

  it("is 'unknown' with neither", () => {
    expect(shortName(null)).toBe('unknown');
    expect(shortName({})).toBe('unknown');
    expect(shortName({ name: '   ' })).toBe('unknown');
  });
});

describe('baseUsername', () => {
  it('removes non-word characters and lowercases', () => {
    expect(baseUsername('Mary Ann')).toBe('maryann');
    expect(baseUsername("O'Brien-Smith, Jr.")).toBe('obriensmithjr');
    expect(baseUsername('  Ken  Tanaka 2 ')).toBe('kentanaka2');
  });

  it('keeps underscores and digits (they are word characters)', () => {
    expect(baseUsername('Ann_Lee 3')).toBe('ann_lee3');
  });

  it('is empty when nothing is left', () => {
    expect(baseUsername('!!! ---')).toBe('');
    expect(baseUsername('')).toBe('');
  });
});
