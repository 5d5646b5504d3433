import { z } from 'zod';
import { one, operation } from '../../openapi/responses.ts';

const Subscription = z
  .object({ path: z.string().describe('/api/calendar/{token}.ics: put the site origin in front') })
  .meta({ id: 'CalendarSubscription' });

/** How the calendar routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getCalendarSubscription: operation({
    id: 'getCalendarSubscription',
    summary: "One's private calendar feed URL, made on the first ask",
    ok: one(Subscription, 'The feed URL'),
  }),
  renewCalendarSubscription: operation({
    id: 'renewCalendarSubscription',
    summary: "A new calendar feed URL in place of one's old one, which stops working",
    ok: one(Subscription, 'The new feed URL'),
  }),
  getCalendarFeed: operation({
    id: 'getCalendarFeed',
    summary: "A person's confirmed shifts and pick-ups as iCalendar (RFC 5545), for calendar apps",
    description:
      'The token in the address is the credential (no sign-in): an unknown, renewed or malformed token answers 404.',
    ok: z.string().describe('text/calendar'),
    produces: ['text/calendar'],
  }),
};
