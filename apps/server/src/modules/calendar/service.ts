import { addDays, schoolToday, type CalendarSubscriptionDto } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { listPickupsOfShifts } from '../pickups/index.ts';
import { listConfirmedOfUser } from '../shifts/index.ts';
import { findLiveById } from '../users/index.ts';
import { pickupEvent, shiftEvent } from './feed.ts';
import { createFeedTokens, FEED_TOKEN_SHAPE } from './feed-token.ts';
import { formatIcs } from './ics.ts';
import * as repo from './repository.ts';

/** How far the feed reaches: two months back (recent history) and a year ahead (decision 0034). */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 366;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export function createCalendarService({ db, secret }: { db: Db; secret: string }) {
  const tokens = createFeedTokens(secret);
  const fresh = (userId: string) => {
    const nonce = tokens.newNonce();
    return { userId, nonce, tokenHash: tokens.hashOf(tokens.tokenOf(nonce)) };
  };

  return {
    /** The person's feed URL, made on their first ask. */
    async subscription(p: Identity): Promise<CalendarSubscriptionDto> {
      let row = await repo.findByUser(db, p.id);
      if (!row) {
        await repo.insertIfAbsent(db, fresh(p.id));
        row = await repo.findByUser(db, p.id);
      }
      const token = tokens.tokenOf(row!.nonce);
      // A new server secret makes the stored hash another token's: that URL is dead anyway, so issue a live one.
      if (tokens.hashOf(token) !== row!.tokenHash) return this.renew(p);
      return { path: feedPath(token) };
    },

    /** A new URL; the old one answers 404 from now on. */
    async renew(p: Identity): Promise<CalendarSubscriptionDto> {
      return db.transaction(async (tx) => {
        const row = await repo.replace(tx, fresh(p.id));
        await recordAudit(tx, { ...auditOf(p), action: 'calendar.renew', entity: 'user', entityId: p.id });
        return { path: feedPath(tokens.tokenOf(row.nonce)) };
      });
    },

    /**
     * The .ics of the token's person, or 404 for anything else (a malformed, unknown or renewed token, a deleted
     * person): the answer never tells which.
     */
    async feed(token: string): Promise<string> {
      if (!FEED_TOKEN_SHAPE.test(token)) throw notFound();
      const row = await repo.findByTokenHash(db, tokens.hashOf(token));
      const person = row && (await findLiveById(db, row.userId));
      if (!person) throw notFound();
      const today = schoolToday();
      const shifts = await listConfirmedOfUser(
        db,
        person.id,
        addDays(today, -FEED_DAYS_BACK),
        addDays(today, FEED_DAYS_AHEAD),
      );
      const pickups = await listPickupsOfShifts(
        db,
        shifts.map((s) => s.id),
      );
      const language = person.language;
      return formatIcs({
        name: 'School Ops',
        events: [...shifts.map((s) => shiftEvent(s, language)), ...pickups.map((r) => pickupEvent(r, language))],
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
