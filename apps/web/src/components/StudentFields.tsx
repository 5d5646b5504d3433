import { Typography } from '@mui/material';
import type { StudentFieldName } from '@school-ops/shared';
import { Fragment } from 'react';
import { i18n, useTranslation } from '../lib/i18n/index.ts';

/** Some of a student's own fields (STUDENT_FIELDS): the whole record, or a session's student. */
export type StudentValues = Partial<Record<StudentFieldName, string | number | null>>;

/**
 * How a screen heads each field (STUDENT_FIELDS' `title`, in the reader's language): one literal key per field,
 * so the catalog check sees each. The English of each key is the field's `title` (a unit test holds them equal).
 */
const FIELD_TITLES: Record<StudentFieldName, () => string> = {
  smsId: () => i18n.t('students.fields.smsId'),
  name: () => i18n.t('students.fields.name'),
  grade: () => i18n.t('students.fields.grade'),
  remarks: () => i18n.t('students.fields.remarks'),
  comments: () => i18n.t('students.fields.comments'),
};

/** A field's title in the current language (components re-render on a switch through `useTranslation`). */
export const studentFieldTitle = (name: StudentFieldName): string => FIELD_TITLES[name]();

const filled = (student: StudentValues, name: StudentFieldName) => {
  const value = student[name];
  return value !== null && value !== undefined && value !== '';
};

/** The summary line under a student's name, e.g. 'Grade K2 · SMS ID 123' (blank fields left out). */
export function studentSummary(student: StudentValues, fields: readonly StudentFieldName[]): string {
  return fields
    .filter((name) => filled(student, name))
    .map((name) => i18n.t('students.fieldValue', { label: studentFieldTitle(name), value: student[name] }))
    .join(' · ');
}

/** A student's notes, each under its own heading; blank ones are left out. */
export function StudentNotes({ student, fields }: { student: StudentValues; fields: readonly StudentFieldName[] }) {
  // Subscribes to the language: the headings follow a switch.
  useTranslation();
  return fields
    .filter((name) => filled(student, name))
    .map((name) => (
      <Fragment key={name}>
        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5, fontSize: '1rem', fontWeight: 600 }}>
          {studentFieldTitle(name)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{student[name]}</Typography>
      </Fragment>
    ));
}
