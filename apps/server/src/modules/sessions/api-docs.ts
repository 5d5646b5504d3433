import { IDEMPOTENT, one, operation } from '../../openapi/responses.ts';
import { Session, SessionSummary, Student } from '../../openapi/records.ts';
import { z } from 'zod';

/** How the sessions routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listSessions: operation({
    id: 'listSessions',
    summary: "List a day's sessions",
    ok: z
      .object({ documents: z.array(Session), completedToday: z.number().int() })
      .describe("The day's sessions and how many the caller completed"),
  }),
  getSession: operation({
    id: 'getSession',
    summary: 'Get a session and the material its test needs',
    ok: z
      .object({
        document: Session,
        material: z.unknown().describe('book, spellingCategory, missing'),
        summary: SessionSummary.nullable().describe(
          'For the teacher running a reading session: what to practise next and the last three results; else null',
        ),
      })
      .describe('The session and its material'),
  }),
  submitSessionPerformance: operation({
    id: 'submitSessionPerformance',
    summary: "Submit a session's form (abc, spelling, book, nonSystemBook or class)",
    description: IDEMPOTENT,
    ok: one(Session, 'The session after the form'),
    errors: [409, 422],
  }),
  getPreviousSession: operation({
    id: 'getPreviousSession',
    summary: "The student's previous completed session",
    ok: one(Session.nullable(), 'The previous session, or null'),
  }),
  changeSessionStatus: operation({
    id: 'changeSessionStatus',
    summary: 'Start, cancel or reopen a session',
    ok: one(Session, 'The session with its new status'),
    errors: [409],
  }),
  updateSession: operation({
    id: 'updateSession',
    summary: 'Modify a session',
    ok: one(Session, 'The session after the change'),
    errors: [409],
  }),
  setSessionStudentReading: operation({
    id: 'setSessionStudentReading',
    summary: "Set the reading of a session's student",
    ok: one(Student, 'The student, reading set'),
    errors: [409],
  }),
  checkSession: operation({
    id: 'checkSession',
    summary: 'Confirm a session as checked',
    ok: one(Session, 'The checked session'),
    errors: [409],
  }),
};
