import { one, operation } from '../../openapi/responses.ts';
import { ReadingHistory, ReadingOverview } from '../../openapi/records.ts';

/** How the reading journey's routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getStudentHistory: operation({
    id: 'getStudentHistory',
    summary: "A student's reading history over a period (the last year up to today unless from/to say otherwise)",
    ok: one(ReadingHistory, "The student's completed reading sessions and what they missed"),
  }),
  getReadingOverview: operation({
    id: 'getReadingOverview',
    summary: 'Every reading student of a school in a month, with stage, sessions and flags',
    ok: ReadingOverview.describe('The overview (documents: one row per student, sorted by name)'),
  }),
};
