import { many, one, operation } from '../../openapi/responses.ts';
import { Student } from '../../openapi/records.ts';
import { studentPhotoForm } from '../../openapi/bodies.ts';

/** How the students routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listStudents: operation({
    id: 'listStudents',
    summary: 'List or search students',
    ok: many(Student, 'The students found'),
  }),
  getStudent: operation({
    id: 'getStudent',
    summary: 'Get a student',
    ok: one(Student, 'The student'),
  }),
  updateStudent: operation({
    id: 'updateStudent',
    summary: "Update a student's details and reading setting",
    ok: one(Student, 'The student after the change'),
    errors: [409],
  }),
  replaceStudentPhoto: operation({
    id: 'replaceStudentPhoto',
    summary: "Replace a student's photo (multipart)",
    ok: one(Student, 'The student with the new photo'),
    errors: [413, 415, 429, 503],
    body: studentPhotoForm,
  }),
};
