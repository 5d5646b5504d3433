/**
 * Just enough of RFC 5545 for a published feed of timed events in one zone (decision 0034): escaped text,
 * lines folded at 75 octets, CRLF. ical.js reads what this writes in the tests; nothing here parses.
 */

export const SCHOOL_TZID = 'Asia/Tokyo';

export interface IcsEvent {
  uid: string;
  /** Grows with every change of the record, so a client replaces its copy. */
  sequence: number;
  /** When the record last changed: DTSTAMP and LAST-MODIFIED of a feed without METHOD (RFC 5545 §3.8.7.2). */
  changedAt: Date;
  /** School-local 'YYYY-MM-DD'. */
  date: string;
  /** School-local 'HH:mm'; without a start the event is all day. */
  start: string | null;
  end: string | null;
  summary: string;
  location?: string | null;
  description?: string | null;
}

/** Japan has kept +09:00 all year since 1951, so one STANDARD block is the whole zone. */
const TOKYO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHOOL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on lines starting with a space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  if (bytes(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const ch of line) {
    if (bytes(current) + bytes(ch) > limit) {
      parts.push(current);
      current = '';
      limit = 74; // the leading space of a continuation counts
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(e.changedAt)}`,
  ];
  if (e.start) {
    // An end at or before the start would make an invalid event: a missing or odd end becomes the start.
    const end = e.end && e.end > e.start ? e.end : e.start;
    lines.push(`DTSTART;TZID=${SCHOOL_TZID}:${localDateTime(e.date, e.start)}`);
    lines.push(`DTEND;TZID=${SCHOOL_TZID}:${localDateTime(e.date, end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(e.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR: the zone once, then the events. */
export function formatIcs(o: { name: string; events: IcsEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//School Ops//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(o.name)}`,
    `X-WR-TIMEZONE:${SCHOOL_TZID}`,
    // Clients that honour it refresh hourly; Google Calendar keeps its own pace.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...TOKYO_VTIMEZONE,
    ...o.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
