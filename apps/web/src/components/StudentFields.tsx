import { Typography } from '@mui/material';
import { STUDENT_FIELDS, type StudentFieldName } from '@school-ops/shared';
import { Fragment } from 'react';

/** Some of a student's own fields (STUDENT_FIELDS): the whole record, or a session's student. */
export type StudentValues = Partial<Record<StudentFieldName, string | number | null>>;

const filled = (student: StudentValues, name: StudentFieldName) => {
  const value = student[name];
  return value !== null && value !== undefined && value !== '';
};

/** The summary line under a student's name, e.g. 'Grade K2 · SMS ID 123' (blank fields left out). */
export function studentSummary(student: StudentValues, fields: readonly StudentFieldName[]): string {
  return fields
    .filter((name) => filled(student, name))
    .map((name) => `${STUDENT_FIELDS[name].title} ${student[name]}`)
    .join(' · ');
}

/** A student's notes, each under its own heading; blank ones are left out. */
export function StudentNotes({ student, fields }: { student: StudentValues; fields: readonly StudentFieldName[] }) {
  return fields
    .filter((name) => filled(student, name))
    .map((name) => (
      <Fragment key={name}>
        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5, fontSize: '1rem', fontWeight: 600 }}>
          {STUDENT_FIELDS[name].title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{student[name]}</Typography>
      </Fragment>
    ));
}
