import { NO_SESSION_COUNTS, type HoursReport, type SessionsReport } from '@school-ops/shared';

/** A month of the web tests: Aiko over her max hours in one week, Hana with a cancellation, 欠席 and 遅刻. */
export const HOURS: HoursReport = {
  month: '2026-03',
  first: '2026-03-01',
  last: '2026-03-31',
  totalHours: 21,
  schools: [{ schoolName: 'Ikejiri', hours: 21, shifts: 3 }],
  people: [
    {
      userId: '00000000-0000-4000-8000-000000000001',
      name: 'Aiko Part',
      nickname: null,
      maxHours: 10,
      totalHours: 13,
      shifts: 2,
      days: [
        { date: '2026-03-02', hours: 9, shifts: [{ schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' }] },
        { date: '2026-03-03', hours: 4, shifts: [{ schoolName: 'Ikejiri', startTime: '09:00', endTime: '13:00' }] },
      ],
      weeks: [
        { weekStart: '2026-03-02', weekEnd: '2026-03-08', hours: 13, overMax: true },
        { weekStart: '2026-03-09', weekEnd: '2026-03-15', hours: 0, overMax: false },
      ],
      schools: [{ schoolName: 'Ikejiri', hours: 13, shifts: 2 }],
    },
    {
      userId: '00000000-0000-4000-8000-000000000002',
      name: 'Ben Full',
      nickname: null,
      maxHours: null,
      totalHours: 8,
      shifts: 1,
      days: [
        { date: '2026-03-16', hours: 8, shifts: [{ schoolName: 'Ikejiri', startTime: '10:00', endTime: '18:00' }] },
      ],
      weeks: [{ weekStart: '2026-03-16', weekEnd: '2026-03-22', hours: 8, overMax: false }],
      schools: [{ schoolName: 'Ikejiri', hours: 8, shifts: 1 }],
    },
  ],
};

export const SESSIONS: SessionsReport = {
  month: '2026-03',
  first: '2026-03-01',
  last: '2026-03-31',
  schoolName: null,
  totals: {
    sessions: 5,
    readingCompleted: 2,
    classCompleted: 1,
    canceled: 1,
    canceledParentsTold: 1,
    absences: 1,
    late: 1,
  },
  students: [
    {
      studentId: '00000000-0000-4000-8000-000000000011',
      smsId: 1001,
      name: 'Hana Mori',
      schools: ['Ikejiri'],
      sessions: 5,
      readingCompleted: 2,
      classCompleted: 1,
      canceled: 1,
      canceledParentsTold: 1,
      absences: 1,
      late: 1,
      cancellations: [
        {
          date: '2026-03-04',
          schoolName: 'Ikejiri',
          className: 'PM Elementary',
          category: 'reading',
          reason: 'fever',
          parentsTold: true,
        },
      ],
    },
  ],
};

export const emptyHours: HoursReport = { ...HOURS, people: [], schools: [], totalHours: 0 };
export const emptySessions: SessionsReport = {
  ...SESSIONS,
  students: [],
  totals: NO_SESSION_COUNTS,
};
