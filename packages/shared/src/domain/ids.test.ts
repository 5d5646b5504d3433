import { expect, it } from 'vitest';
import { recordId } from '../schemas/common.ts';
import { isRecordId } from './ids.ts';

it("answers as the API's recordId schema does, for ids of every version, the nil and max ids, and bad forms", () => {
  const samples = [
    '0aa84880-e7cc-486f-af55-ed87691d114f',
    '0AA84880-E7CC-486F-AF55-ED87691D114F',
    '00000000-0000-4000-8000-000000000001',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((v) => `0aa84880-e7cc-${v}86f-af55-ed87691d114f`),
    ...['8', '9', 'a', 'b', 'c', '7', 'f'].map((v) => `0aa84880-e7cc-486f-${v}f55-ed87691d114f`),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '0aa84880e7cc486faf55ed87691d114f',
    '0aa84880-e7cc-486f-af55-ed87691d114',
    '0aa84880-e7cc-486f-af55-ed87691d114f0',
    ' 0aa84880-e7cc-486f-af55-ed87691d114f',
    'g0a84880-e7cc-486f-af55-ed87691d114f',
    'new',
    '',
  ];
  for (const s of samples) expect(isRecordId(s), s).toBe(recordId.safeParse(s).success);
  expect(samples.filter(isRecordId).length).toBeGreaterThan(8);
  expect(samples.filter((s) => !isRecordId(s)).length).toBeGreaterThan(8);
  expect(isRecordId(undefined)).toBe(false);
});
