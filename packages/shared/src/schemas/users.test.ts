import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createUserSchema,
  defaultMainShift,
  mainShiftSchema,
  updateTeacherSchema,
  updateUserSchema,
} from '../index.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const valid = { smsId: 12345, name: 'Mary Ann', role: 3, authority: 3 };

describe('createUserSchema', () => {
  it('accepts the required fields and fills the defaults', () => {
    expect(createUserSchema.parse(valid)).toEqual({
      ...valid,
      nickname: null,
      readingLevel: 'none',
      trainingLevel: 0,
    });
  });

  it('requires the SMS ID as a number', () => {
    const { smsId: _smsId, ...noSms } = valid;
    expect(messages(createUserSchema, noSms)).toEqual(['SMS ID is required and must be a number']);
    expect(messages(createUserSchema, { ...valid, smsId: '12345' })).toEqual([
      'SMS ID is required and must be a number',
    ]);
    expect(messages(createUserSchema, { ...valid, smsId: null })).toEqual(['SMS ID is required and must be a number']);
  });

  it('bounds the SMS ID to 5 digits', () => {
    expect(messages(createUserSchema, { ...valid, smsId: 99999 })).toEqual([]);
    expect(messages(createUserSchema, { ...valid, smsId: 100000 })).toEqual(['SMS ID must be at most 5 digits']);
    expect(messages(createUserSchema, { ...valid, smsId: 0 })).toEqual(['SMS ID must be a positive number']);
    expect(messages(createUserSchema, { ...valid, smsId: 12.5 })).toEqual(['SMS ID must be a whole number']);
  });

  it('requires the name', () => {
    const { name: _name, ...noName } = valid;
    expect(messages(createUserSchema, noName)).toEqual(['name is required']);
    expect(messages(createUserSchema, { ...valid, name: '' })).toEqual(['name is required']);
    expect(messages(createUserSchema, { ...valid, name: '   ' })).toEqual(['name is required']);
    expect(messages(createUserSchema, { ...valid, name: 'n'.repeat(100) })).toEqual([
      'name must be at most 99 characters',
    ]);
  });

  it('allows no teaching role (admins and managers)', () => {
    expect(createUserSchema.parse({ ...valid, authority: 0, role: null })).toMatchObject({ authority: 0, role: null });
  });

  it('trims the name and keeps the nickname optional', () => {
    expect(createUserSchema.parse({ ...valid, name: '  Ken  ', nickname: '  K  ' })).toMatchObject({
      name: 'Ken',
      nickname: 'K',
    });
    expect(createUserSchema.parse({ ...valid, nickname: '' }).nickname).toBeNull();
    expect(createUserSchema.parse({ ...valid, nickname: null }).nickname).toBeNull();
  });

  it('rejects unknown roles, authorities and levels', () => {
    expect(messages(createUserSchema, { ...valid, role: 4 })).toEqual([
      'role must be school manager, supervisor, full-time teacher, part-time teacher or none',
    ]);
    expect(messages(createUserSchema, { ...valid, role: '3' })).toEqual([
      'role must be school manager, supervisor, full-time teacher, part-time teacher or none',
    ]);
    expect(messages(createUserSchema, { ...valid, authority: -1 })).toEqual([
      'authority must be admin, manager, supervisor or user',
    ]);
    expect(messages(createUserSchema, { ...valid, readingLevel: 'most' })).toEqual([
      'reading level must be none, book, ABCs or all',
    ]);
    expect(messages(createUserSchema, { ...valid, trainingLevel: 3 })).toEqual([
      'training level must be training, circle time or activity leader',
    ]);
  });

  it('wants max hours of at least 1', () => {
    expect(messages(createUserSchema, { ...valid, maxHours: 0 })).toEqual(['max hours must be at least 1']);
    expect(messages(createUserSchema, { ...valid, maxHours: 1 })).toEqual([]);
    expect(messages(createUserSchema, { ...valid, maxHours: null })).toEqual([]);
  });
});

describe('updateUserSchema', () => {
  it('accepts a partial update, even an empty one', () => {
    expect(updateUserSchema.parse({})).toStrictEqual({});
    expect(updateUserSchema.parse({ name: 'New' })).toStrictEqual({ name: 'New' });
  });

  it('never fills in defaults (they would overwrite stored levels)', () => {
    const parsed = updateUserSchema.parse({ nickname: 'K' });
    expect(parsed).toStrictEqual({ nickname: 'K' });
    expect('readingLevel' in parsed).toBe(false);
    expect('trainingLevel' in parsed).toBe(false);
  });

  it('still validates the fields it gets', () => {
    expect(messages(updateUserSchema, { name: '' })).toEqual(['name is required']);
    expect(messages(updateUserSchema, { smsId: 'x' })).toEqual(['SMS ID is required and must be a number']);
  });
});

describe('mainShiftSchema', () => {
  it('accepts the default week', () => {
    expect(mainShiftSchema.parse(defaultMainShift())).toHaveLength(7);
    expect(defaultMainShift().filter((d) => d.isActive)).toHaveLength(5);
  });

  it('needs all 7 weekdays', () => {
    expect(messages(mainShiftSchema, defaultMainShift().slice(0, 6))).toEqual(['main shift needs all 7 weekdays']);
  });

  it('wants the start before the end on active days', () => {
    const week = defaultMainShift();
    week[1] = { ...week[1]!, startTime: '19:30', endTime: '10:30' };
    expect(messages(mainShiftSchema, week)).toEqual(['invalid shift times']);
    week[1] = { ...week[1]!, startTime: '10:30', endTime: '10:30' };
    expect(messages(mainShiftSchema, week)).toEqual(['invalid shift times']);
    week[1] = { ...week[1]!, isActive: false, startTime: '19:30', endTime: '10:30' };
    expect(messages(mainShiftSchema, week)).toEqual([]);
  });

  it('wants HH:mm times and a known school', () => {
    const week = defaultMainShift();
    week[2] = { ...week[2]!, endTime: '25:00' };
    expect(messages(mainShiftSchema, week)).toEqual(['time must be HH:mm']);
    const other = defaultMainShift();
    other[3] = { ...other[3]!, schoolName: 'Shibuya' as 'Ikejiri' };
    expect(messages(mainShiftSchema, other)).toEqual(['school must be Ikejiri or Gakugei']);
  });

  it('wants times in 5-minute steps, as the time picker gives them', () => {
    const week = defaultMainShift();
    week[2] = { ...week[2]!, endTime: '19:03' };
    expect(messages(mainShiftSchema, week)).toEqual(['time must be in steps of 5 minutes']);
  });
});

describe('updateTeacherSchema', () => {
  it('accepts levels and a nickname', () => {
    expect(updateTeacherSchema.parse({ readingLevel: 'abcs', trainingLevel: 2, nickname: 'K' })).toEqual({
      readingLevel: 'abcs',
      trainingLevel: 2,
      nickname: 'K',
    });
  });

  it('leaves a missing nickname out, and clears it for empty or null', () => {
    expect(updateTeacherSchema.parse({ readingLevel: 'book' })).toStrictEqual({ readingLevel: 'book' });
    expect(updateTeacherSchema.parse({})).toStrictEqual({});
    expect(updateTeacherSchema.parse({ nickname: '' })).toEqual({ nickname: null });
    expect(updateTeacherSchema.parse({ nickname: null })).toEqual({ nickname: null });
    expect(updateTeacherSchema.parse({ nickname: '  Fi ' })).toEqual({ nickname: 'Fi' });
  });

  it('rejects bad values', () => {
    expect(messages(updateTeacherSchema, { readingLevel: 'ABCs' })).toEqual([
      'reading level must be none, book, ABCs or all',
    ]);
    expect(messages(updateTeacherSchema, { trainingLevel: '1' })).toEqual([
      'training level must be training, circle time or activity leader',
    ]);
    expect(messages(updateTeacherSchema, { nickname: 'n'.repeat(41) })).toEqual([
      'nickname must be at most 40 characters',
    ]);
  });
});
