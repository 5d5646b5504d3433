import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { compareManuals, createManualsSchema, manualFieldsSchema, updateManualSchema } from '../index.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const valid = { locationName: 'Ikejiri Elementary', url: 'https://example.com/ikejiri', pickupCategory: 'pick-up' };

describe('manualFieldsSchema', () => {
  it('accepts a manual and trims the location name', () => {
    expect(manualFieldsSchema.parse({ ...valid, locationName: ' Ikejiri Elementary  ' })).toEqual(valid);
  });

  it('requires location name and url, and a URL that is one', () => {
    expect(messages(manualFieldsSchema, { pickupCategory: 'pick-up' })).toEqual([
      'location name is required',
      'url is required',
    ]);
    expect(messages(manualFieldsSchema, { ...valid, locationName: '' })).toEqual(['location name is required']);
    expect(messages(manualFieldsSchema, { ...valid, url: 'www.example.com' })).toEqual(['url must be a valid URL']);
  });

  it('knows pick-up and drop-off only', () => {
    expect(messages(manualFieldsSchema, { ...valid, pickupCategory: 'drop-off' })).toEqual([]);
    expect(messages(manualFieldsSchema, { ...valid, pickupCategory: 'pickup' })).toEqual([
      'pickup category must be pick-up or drop-off',
    ]);
  });
});

describe('createManualsSchema', () => {
  it('takes several at once, at least one', () => {
    expect(
      createManualsSchema.parse({ manuals: [valid, { ...valid, pickupCategory: 'drop-off' }] }).manuals,
    ).toHaveLength(2);
    expect(messages(createManualsSchema, { manuals: [] })).toEqual(['add at least one manual']);
    expect(messages(createManualsSchema, { manuals: Array.from({ length: 51 }, () => valid) })).toEqual([
      'at most 50 manuals at once',
    ]);
  });
});

describe('updateManualSchema', () => {
  it('is partial', () => {
    expect(updateManualSchema.parse({ url: 'https://example.com/x' })).toStrictEqual({ url: 'https://example.com/x' });
    expect(messages(updateManualSchema, { locationName: ' ' })).toEqual(['location name is required']);
  });
});

describe('compareManuals', () => {
  it('sorts by location name, then pick-up before drop-off', () => {
    const manuals = [
      { locationName: 'Sangenjaya Station', pickupCategory: 'drop-off' as const },
      { locationName: 'ikejiri Park', pickupCategory: 'drop-off' as const },
      { locationName: 'Ikejiri Elementary', pickupCategory: 'drop-off' as const },
      { locationName: 'Sangenjaya Station', pickupCategory: 'pick-up' as const },
      { locationName: 'Ikejiri Elementary', pickupCategory: 'pick-up' as const },
    ];
    expect([...manuals].sort(compareManuals).map((m) => `${m.locationName} ${m.pickupCategory}`)).toEqual([
      'Ikejiri Elementary pick-up',
      'Ikejiri Elementary drop-off',
      'ikejiri Park drop-off',
      'Sangenjaya Station pick-up',
      'Sangenjaya Station drop-off',
    ]);
  });
});
