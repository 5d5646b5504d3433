import { many, one, operation } from '../../openapi/responses.ts';
import { Shift, User } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the shifts routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  updateMaxHours: operation({
    id: 'updateMaxHours',
    summary: "Set a part-timer's maximum hours a week",
    ok: one(User, 'The teacher with the new maximum'),
  }),
  listAvailability: operation({
    id: 'listAvailability',
    summary: "A teacher's submitted availability",
    ok: z
      .object({ shifts: z.array(Shift), canSubmit: z.boolean() })
      .describe('The shifts and whether submitting is open'),
  }),
  submitAvailability: operation({
    id: 'submitAvailability',
    summary: "Submit or change one's availability for a day",
    status: 201,
    also: { 200: one(Shift, 'The availability, changed') },
    ok: one(Shift, 'The availability, submitted'),
    errors: [409],
  }),
  deleteAvailability: operation({
    id: 'deleteAvailability',
    summary: "Withdraw one's availability for a day",
    ok: one(Shift, 'The withdrawn availability'),
    errors: [409],
  }),
  listMyShifts: operation({
    id: 'listMyShifts',
    summary: "A teacher's confirmed shifts on a day",
    ok: many(Shift, 'The shifts'),
  }),
  manageShifts: operation({
    id: 'manageShifts',
    summary: 'Shifts of a period, for assigning',
    ok: z
      .object({ shifts: z.array(Shift), canSubmit: z.boolean(), registrationNumbers: z.unknown() })
      .describe('The shifts, the submission switch and the counts'),
  }),
  getPartTimeData: operation({
    id: 'getPartTimeData',
    summary: 'Figures per part-timer for the weeks around a date',
    ok: z.object({ data: z.array(z.record(z.string(), z.unknown())) }).describe('One entry per part-timer'),
  }),
  listShifts: operation({
    id: 'listShifts',
    summary: 'List shifts',
    ok: many(Shift, 'The shifts'),
  }),
  createShift: operation({
    id: 'createShift',
    summary: 'Create a shift',
    status: 201,
    ok: one(Shift, 'The new shift'),
    errors: [409],
  }),
  updateShifts: operation({
    id: 'updateShifts',
    summary: 'Assign, confirm or cancel several shifts at once',
    ok: many(Shift, 'The shifts after the change'),
    errors: [409],
  }),
  getCanSubmit: operation({
    id: 'getCanSubmit',
    summary: 'Whether availability submission is open (the global switch)',
    ok: one(z.object({ canSubmit: z.boolean() }), 'The switch'),
  }),
  listShiftStaff: operation({
    id: 'listShiftStaff',
    summary: 'Everyone who may hold a shift (teachers, supervisors, school managers): the New Shift picker',
    ok: many(User, 'The people'),
  }),
  setCanSubmit: operation({
    id: 'setCanSubmit',
    summary: 'Open or close availability submission',
    ok: one(z.object({ canSubmit: z.boolean() }), 'The switch'),
  }),
  getShift: operation({
    id: 'getShift',
    summary: 'Get a shift',
    ok: one(Shift, 'The shift'),
  }),
  updateShift: operation({
    id: 'updateShift',
    summary: 'Update a shift',
    ok: one(Shift, 'The shift after the change'),
    errors: [409],
  }),
  deleteShift: operation({
    id: 'deleteShift',
    summary: 'Delete a shift',
    ok: one(Shift, 'The deleted shift'),
  }),
  deleteFutureShifts: operation({
    id: 'deleteFutureShifts',
    summary: "Delete a user's future shifts",
    ok: one(z.object({ userId: z.uuid(), deleted: z.number().int() }), 'How many were deleted'),
  }),
};
