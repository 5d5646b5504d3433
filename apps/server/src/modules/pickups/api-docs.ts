import { IDEMPOTENT, one, operation } from '../../openapi/responses.ts';
import { Pickup, PickupStaff } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the pickups routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listPickups: operation({
    id: 'listPickups',
    summary: "List a school's pick-ups of a day, with the staff on shift",
    ok: z.object({ pickups: z.array(Pickup), shifts: z.array(PickupStaff) }).describe("The day's pick-ups and staff"),
  }),
  listMyPickups: operation({
    id: 'listMyPickups',
    summary: "A teacher's pick-ups of a day",
    ok: z
      .object({ pickups: z.array(Pickup), shifts: z.array(PickupStaff), hasShift: z.boolean() })
      .describe("The teacher's pick-ups"),
  }),
  updatePickup: operation({
    id: 'updatePickup',
    summary: 'Assign staff or change a pick-up',
    ok: one(Pickup, 'The pick-up after the change'),
    errors: [409],
  }),
  stepPickupStatus: operation({
    id: 'stepPickupStatus',
    summary: "Step a pick-up's status",
    description: IDEMPOTENT,
    ok: one(Pickup, 'The pick-up with its new status'),
    errors: [409, 422],
  }),
};
