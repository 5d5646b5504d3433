import { hoursReportSchema, sessionsReportSchema } from '@school-ops/shared';
import { one, operation } from '../../openapi/responses.ts';
import { CSV_TYPE, XLSX_TYPE } from './file-streams.ts';

const FORMATS =
  'format=json (default) answers `{ document }`; format=csv a CSV file (bom=1: UTF-8 with a BOM, "Excel (Japanese)"); ' +
  "format=xlsx an Excel workbook. Files are sent as attachments, their headers in the reader's language.";

/** How the reports routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  hoursReport: operation({
    id: 'hoursReport',
    summary: "A month's hours of confirmed shifts per person: per day, per ISO week against max hours, per school",
    description: FORMATS,
    ok: one(hoursReportSchema.meta({ id: 'HoursReport' }), 'The hours report'),
    produces: ['application/json', CSV_TYPE, XLSX_TYPE],
  }),
  sessionsReport: operation({
    id: 'sessionsReport',
    summary: "A month's sessions per student: completed, canceled (reasons, parents told), 欠席 and 遅刻",
    description: FORMATS,
    ok: one(sessionsReportSchema.meta({ id: 'SessionsReport' }), 'The sessions report'),
    produces: ['application/json', CSV_TYPE, XLSX_TYPE],
  }),
};
