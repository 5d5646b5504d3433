import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatIcs, type IcsEvent } from './ics.ts';

const event = (o: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'shift-1@school-ops',
  sequence: 3,
  changedAt: new Date('2026-11-20T01:02:03.456Z'),
  date: '2026-11-24',
  start: '10:30',
  end: '19:30',
  summary: 'Shift · Ikejiri',
  ...o,
});

const parsed = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));

describe('the iCalendar writer', () => {
  it('escapes what TEXT must escape', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character, and ical.js reads them back whole', () => {
    const long = `SUMMARY:${'お迎え · 池尻小学校 '.repeat(8)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a calendar ical.js reads: CRLF lines, the zone, times, SEQUENCE and the stamp of the last change', () => {
    const text = formatIcs({
      name: 'School Ops',
      events: [event({ summary: 'Shift, with; odd\\chars', description: 'line one\nline two' })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('DTSTAMP:20261120T010203Z');
    expect(text).toContain('DTSTART;TZID=Asia/Tokyo:20261124T103000');
    const [e] = parsed(text);
    expect(e!.summary).toBe('Shift, with; odd\\chars');
    expect(e!.description).toBe('line one\nline two');
    expect(e!.sequence).toBe(3);
    expect(e!.uid).toBe('shift-1@school-ops');
  });

  it('makes an event without a start an all-day one, and never ends before it starts', () => {
    const text = formatIcs({
      name: 'x',
      events: [
        event({ uid: 'a', start: null, end: null }),
        event({ uid: 'b', start: '15:00', end: '14:00' }),
        event({ uid: 'c', date: '2026-12-31', start: null, end: null }),
      ],
    });
    const [allDay, backwards, newYear] = parsed(text);
    expect(allDay!.startDate.isDate).toBe(true);
    expect(allDay!.endDate.toString()).toBe('2026-11-25');
    expect(backwards!.endDate.compare(backwards!.startDate)).toBe(0);
    expect(newYear!.endDate.toString()).toBe('2027-01-01');
  });
});
