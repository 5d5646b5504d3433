import {
  ATTENDANCE_EXCEPTIONS,
  ATTENDANCE_LABELS,
  displayName,
  msg,
  PERF_MSG,
  READING_STAGE_LABELS,
  SESSION_STATUSES,
  schoolDateTime,
  sessionStatusText,
  type ReadingStage,
  type SessionDto,
} from '@school-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.ts';
import { i18n, setLanguage } from '../../lib/i18n/index.ts';
import { sessionOf } from './components/spelling/test-helpers.tsx';
import { completedLabel, sessionsHeading } from './heading.ts';
import { attendanceWord, stageWord, statusLine, statusWord } from './words.ts';

afterEach(() => setLanguage('en'));

const sam = { id: '00000000-0000-4000-8000-0000000000f9', name: 'Sam Smith', nickname: 'Sammy' };
const at = '2026-11-24T05:05:00.000Z'; // 14:05 in Tokyo
const base: SessionDto = { ...sessionOf(3), teacher: sam, completedAt: at, cancellationReason: 'fever' };
const inStatus = (status: SessionDto['status'], o: Partial<SessionDto> = {}): SessionDto => {
  const s = { ...base, status, ...o };
  const completed = s.completedAt ? schoolDateTime(new Date(s.completedAt)) : null;
  return {
    ...s,
    // What the server sends (apps/server/src/modules/sessions/status-text.ts).
    statusText: sessionStatusText({
      status: s.status,
      teacherName: displayName(s.teacher),
      completedDate: completed?.date,
      completedTime: completed?.time,
      cancellationReason: s.cancellationReason,
      visible: s.visible,
    }),
  };
};

describe("the session's words in English are the spec's (the shared constants and the server's texts)", () => {
  it('statuses, stages and attendance', () => {
    expect(SESSION_STATUSES.map(statusWord)).toEqual([...SESSION_STATUSES]);
    for (const [stage, label] of Object.entries(READING_STAGE_LABELS)) {
      expect(stageWord(Number(stage) as ReadingStage)).toBe(label);
    }
    for (const a of ATTENDANCE_EXCEPTIONS) expect(attendanceWord(a)).toBe(ATTENDANCE_LABELS[a]);
  });

  it('the status line is the server’s statusText, for every status and missing values', () => {
    const sessions = [
      inStatus('in progress'),
      inStatus('in progress', { teacher: null }),
      inStatus('modifying'),
      inStatus('completed'),
      inStatus('completed', { completedAt: null, teacher: { ...sam, nickname: null } }),
      inStatus('canceled'),
      inStatus('canceled', { visible: false, cancellationReason: null }),
    ];
    for (const s of sessions) expect(statusLine(s)).toBe(s.statusText);
    expect(statusLine(inStatus('completed'))).toBe(
      'Session completed on 2026/11/24 (2:05 PM) (teacher: Sam Smith (Sammy))',
    );
    expect(statusLine(inStatus('new'))).toBeNull();
  });

  it('texts that are shared constants', () => {
    expect(i18n.t('sessions.form.bookNotFound', { lng: 'en' })).toBe(PERF_MSG.bookNotFound);
    expect(i18n.t('sessions.form.categoryNotFound', { lng: 'en' })).toBe(PERF_MSG.categoryNotFound);
    expect(i18n.t('sessions.cancelDialog.reasonRequired', { lng: 'en' })).toBe(msg('session.reasonRequired'));
    expect(i18n.t('sessions.check.commentsRequired', { lng: 'en' })).toBe(msg('session.commentsRequired'));
  });
});

describe('in Japanese', () => {
  it('statuses and the status line, with the date and time as lib/dates.ts writes them', async () => {
    await setLanguage('ja');
    expect(SESSION_STATUSES.map(statusWord)).toEqual(['未実施', '実施中', '修正中', '完了', 'キャンセル済み']);
    expect(statusLine(inStatus('completed'))).toBe(
      '2026年11月24日(火) 14:05にセッション完了（講師：Sam Smith (Sammy)）',
    );
    expect(statusLine(inStatus('in progress'))).toBe('セッション実施中（講師：Sam Smith (Sammy)）');
    expect(statusLine(inStatus('canceled', { visible: false }))).toBe(
      'Sam Smith (Sammy)がセッションをキャンセルしました（理由：fever、保護者に非公開）',
    );
  });

  it("the list's heading is the day as lib/dates.ts writes it (the weekday from dayjs's locale)", async () => {
    await setLanguage('ja');
    for (const date of ['2026-11-22', '2026-11-24', '2028-02-29', '2027-01-09']) {
      expect(sessionsHeading(date)).toBe(formatDate(date));
    }
    expect(sessionsHeading('')).toBe('セッション一覧');
    expect(completedLabel('2026-11-24', '2026-11-24')).toBe('今日あなたが完了したセッション');
    expect(completedLabel('2026-11-24', '2026-11-25', formatDate('2026-11-24'))).toBe(
      '2026年11月24日(火)にあなたが完了したセッション',
    );
  });
});
