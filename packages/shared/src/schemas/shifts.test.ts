import { describe, expect, it } from 'vitest';
import { availabilitySchema, createShiftSchema, updateManyShiftsSchema } from './shifts.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const teacher = '3f2b8c1e-1d2a-4c3b-9e8f-1a2b3c4d5e6f';

describe('createShiftSchema', () => {
  it('needs a teacher', () => {
    const r = createShiftSchema.safeParse({
      date: '2030-03-04',
      status: 1,
      schoolName: 'Ikejiri',
      startTime: '10:30',
      endTime: '19:30',
    });
    expect(messages(r)).toEqual(['teacher not selected']);
  });

  it('needs both times, in order', () => {
    expect(
      messages(
        createShiftSchema.safeParse({
          userId: teacher,
          date: '2030-03-04',
          status: 1,
          schoolName: 'Ikejiri',
          startTime: '10:30',
        }),
      ),
    ).toEqual(['unable to validate shift']);
    expect(
      messages(
        createShiftSchema.safeParse({
          userId: teacher,
          date: '2030-03-04',
          status: 2,
          schoolName: 'Ikejiri',
          startTime: '19:30',
          endTime: '10:30',
        }),
      ),
    ).toEqual(['invalid shift times']);
    expect(
      messages(
        createShiftSchema.safeParse({
          userId: teacher,
          date: '2030-03-04',
          status: 0,
          availableFrom: '20:00',
          availableUntil: '08:20',
        }),
      ),
    ).toEqual(['invalid shift times']);
  });

  it('needs a school for an assigned shift', () => {
    const r = createShiftSchema.safeParse({
      userId: teacher,
      date: '2030-03-04',
      status: 1,
      startTime: '10:30',
      endTime: '19:30',
    });
    expect(messages(r)).toEqual(['Please select a school name.']);
    expect(r.error?.issues[0]?.path).toEqual(['schoolName']);
  });

  it('keeps times as HH:mm, from 12-hour input too', () => {
    const r = createShiftSchema.parse({
      userId: teacher,
      date: '2030-03-04',
      status: 1,
      schoolName: 'Gakugei',
      startTime: '10:30 AM',
      endTime: '7:30 PM',
    });
    expect(r).toMatchObject({ startTime: '10:30', endTime: '19:30', availableFrom: null, availableUntil: null });
  });
});

describe('availabilitySchema', () => {
  it('needs both availability times', () => {
    expect(messages(availabilitySchema.safeParse({ date: '2030-03-04', availableFrom: '08:20' }))).toEqual([
      'unable to validate shift',
    ]);
    expect(
      availabilitySchema.parse({ date: '2030-03-04', availableFrom: '8:20 AM', availableUntil: '8:00 PM' }),
    ).toEqual({
      date: '2030-03-04',
      availableFrom: '08:20',
      availableUntil: '20:00',
    });
  });

  it('refuses a date that does not exist', () => {
    expect(
      messages(availabilitySchema.safeParse({ date: '2030-02-30', availableFrom: '08:20', availableUntil: '20:00' })),
    ).toEqual(['Invalid Date Format']);
  });
});

describe('updateManyShiftsSchema', () => {
  it('needs at least one update', () => {
    expect(messages(updateManyShiftsSchema.safeParse({ updates: [] }))).toEqual(['there are no shifts to update']);
  });
});

describe('dates and times of a shift (issue 16 items 4 and 5)', () => {
  const assigned = { userId: teacher, status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' };

  it("refuses dates outside 1900-01-01..2100-01-01 with the date picker's messages", () => {
    expect(messages(createShiftSchema.safeParse({ ...assigned, date: '2101-01-05' }))).toEqual([
      'Date should not be after maximal date',
    ]);
    expect(messages(createShiftSchema.safeParse({ ...assigned, date: '1899-12-31' }))).toEqual([
      'Date should not be before minimal date',
    ]);
    expect(
      messages(availabilitySchema.safeParse({ date: '2100-01-02', availableFrom: '08:20', availableUntil: '20:00' })),
    ).toEqual(['Date should not be after maximal date']);
    expect(createShiftSchema.safeParse({ ...assigned, date: '2100-01-01' }).success).toBe(true);
    expect(createShiftSchema.safeParse({ ...assigned, date: '1900-01-01' }).success).toBe(true);
  });

  it('refuses times off the 5-minute step, on the field a person would fix', () => {
    const r = createShiftSchema.safeParse({ ...assigned, date: '2030-03-04', endTime: '7:03 PM' });
    expect(messages(r)).toEqual(['time must be in steps of 5 minutes']);
    expect(r.error?.issues[0]?.path).toEqual(['endTime']);
    expect(
      messages(availabilitySchema.safeParse({ date: '2030-03-04', availableFrom: '08:21', availableUntil: '20:00' })),
    ).toEqual(['time must be in steps of 5 minutes']);
    expect(messages(updateManyShiftsSchema.safeParse({ updates: [{ id: teacher, startTime: '10:32' }] }))).toEqual([
      'time must be in steps of 5 minutes',
    ]);
    expect(createShiftSchema.parse({ ...assigned, date: '2030-03-04', endTime: '7:05 PM' }).endTime).toBe('19:05');
  });
});
