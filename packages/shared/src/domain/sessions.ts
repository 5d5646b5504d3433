import { CLASS_GROUPS } from '../constants.ts';

export const SESSION_STATUSES = ['new', 'in progress', 'modifying', 'completed', 'canceled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_CATEGORIES = ['reading', 'class'] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];

/** The status changes PATCH /sessions/{id}/status may ask for (docs/product.md §4). */
export type StatusTransition = 'start' | 'reset' | 'modify' | 'cancelModify';

const TRANSITIONS: Record<string, StatusTransition> = {
  'new>in progress': 'start',
  'in progress>new': 'reset',
  'completed>modifying': 'modify',
  'modifying>completed': 'cancelModify',
};

/** The transition from one status to another, or null when the state machine has no such step. */
export function transitionFor(from: SessionStatus, to: SessionStatus): StatusTransition | null {
  return TRANSITIONS[`${from}>${to}`] ?? null;
}

/** In progress or modifying: the session belongs to the teacher doing it, and is locked for others. */
export function isLocked(status: SessionStatus): boolean {
  return status === 'in progress' || status === 'modifying';
}

export type CountTag = 'low' | 'average' | 'high';

/** The count beside the sessions heading ('Sessions Completed Today: N' in the spec) is tagged low (3 or fewer), average (4-6) or high (7 and above). */
export function sessionCountTag(n: number): CountTag {
  if (n <= 3) return 'low';
  if (n <= 6) return 'average';
  return 'high';
}

export type ClassGroup = keyof typeof CLASS_GROUPS;

/** AM, all day or PM for a class name of docs/product.md §9, or null for a class outside the groups. */
export function classGroupOf(className: string): ClassGroup | null {
  for (const [group, names] of Object.entries(CLASS_GROUPS) as [ClassGroup, readonly string[]][]) {
    if (names.includes(className)) return group;
  }
  return null;
}

export interface StatusTextInput {
  status: SessionStatus;
  teacherName: string;
  /** School-local date and time of completion, already formatted 'YYYY/MM/DD' and 'h:mm A'. */
  completedDate?: string | null;
  completedTime?: string | null;
  cancellationReason?: string | null;
  visible?: boolean;
}

/** The session status texts of docs/product.md §8.5; null for a new session. */
export function sessionStatusText(s: StatusTextInput): string | null {
  switch (s.status) {
    case 'in progress':
      return `session in progress (teacher: ${s.teacherName})`;
    case 'modifying':
      return 'session review in progress';
    case 'completed':
      return `Session completed on ${s.completedDate ?? 'unknown'} (${s.completedTime ?? 'unknown'}) (teacher: ${s.teacherName})`;
    case 'canceled':
      return `Session canceled by ${s.teacherName} (reason: ${s.cancellationReason ?? ''}, ${
        s.visible ? 'visible to parents' : 'not visible to parents'
      })`;
    default:
      return null;
  }
}

/** Attendance exceptions the school's system reports (docs/product.md §8.6). */
export const ATTENDANCE_EXCEPTIONS = ['欠席', '遅刻', 'double'] as const;
export type AttendanceException = (typeof ATTENDANCE_EXCEPTIONS)[number];
export const ATTENDANCE_LABELS: Record<AttendanceException, string> = {
  欠席: '欠席 (absence)',
  遅刻: '遅刻 (arrived late)',
  double: 'Double session: the other session is held the same day',
};
