import type { Language } from '@school-ops/shared';
import type { PickupRow } from '../../db/schema/index.ts';
import type { IcsEvent } from './ics.ts';

/** What the feed shows of a confirmed shift. */
export interface FeedShift {
  id: string;
  date: string;
  schoolName: string | null;
  startTime: string | null;
  endTime: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The feed speaks the person's language; the words are the glossary's (docs/glossary-ja.md). */
const WORDS = {
  en: {
    shift: 'Shift',
    'pick-up': 'Pick-up',
    'drop-off': 'Drop-off',
    leave: 'Leave',
    pickUpAt: 'Pick-up',
    return: 'Return',
    outward: 'There',
    back: 'Back',
  },
  ja: {
    shift: 'シフト',
    'pick-up': 'お迎え',
    'drop-off': 'お送り',
    leave: '出発',
    pickUpAt: 'お迎え',
    return: '帰着',
    outward: '行き',
    back: '帰り',
  },
} as const;

/** Seconds between a record's creation and its last change: grows with every change, as SEQUENCE must. */
const versionOf = (createdAt: Date, changedAt: Date) =>
  Math.max(0, Math.floor((changedAt.getTime() - createdAt.getTime()) / 1000));

const joined = (parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');

export function shiftEvent(s: FeedShift, language: Language): IcsEvent {
  const w = WORDS[language];
  return {
    uid: `shift-${s.id}@school-ops`,
    sequence: versionOf(s.createdAt, s.updatedAt),
    changedAt: s.updatedAt,
    date: s.date,
    start: s.startTime,
    end: s.endTime,
    summary: joined([w.shift, s.schoolName]),
    location: s.schoolName,
  };
}

/**
 * A pick-up as the person's own card shows its trip: place, kind, times and ways there and back. No children's
 * names go into a feed that lands in someone else's calendar service; the card in the app has them.
 */
export function pickupEvent(p: PickupRow, language: Language): IcsEvent {
  const w = WORDS[language];
  const kind = p.category === 'drop-off' ? w['drop-off'] : w['pick-up'];
  return {
    uid: `pickup-${p.id}@school-ops`,
    sequence: versionOf(p.createdAt, p.lastUpdate),
    changedAt: p.lastUpdate,
    date: p.date,
    start: p.timeToLeave ?? p.timeToPickup,
    end: p.timeToReturn ?? p.timeToPickup,
    summary: joined([kind, p.location]),
    location: p.location,
    description: joined([
      p.schoolName,
      p.timeToLeave && `${w.leave} ${p.timeToLeave}`,
      p.timeToPickup && `${w.pickUpAt} ${p.timeToPickup}`,
      p.timeToReturn && `${w.return} ${p.timeToReturn}`,
      p.outwardMethod && `${w.outward}: ${p.outwardMethod}`,
      p.returnMethod && `${w.back}: ${p.returnMethod}`,
    ]),
  };
}
