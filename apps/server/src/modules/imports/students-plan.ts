import { emptyStudentValue, IMPORTED_STUDENT_FIELDS, pickFields, UPDATED_STUDENT_FIELDS } from '@school-ops/shared';
import { outcome, unique, type KindPlan, type Planner } from './plan.ts';
import {
  findStudentsBySmsIds,
  insertStudentBatch,
  updateStudentBatch,
  type ImportedStudent,
} from '../students/index.ts';

/**
 * Students by SMS ID: new ones get the default reading setting; existing ones get the imported fields
 * (STUDENT_FIELDS' `imported`) the file has. Photo, comments and reading setting are the school's own work and
 * never change here.
 */
export const planStudents: Planner<'students'> = async (db, rows): Promise<KindPlan> => {
  const existing = await findStudentsBySmsIds(db, unique(rows.map((r) => r.data.smsId)));
  const bySmsId = new Map(existing.map((s) => [s.smsId, s]));
  const creates: ImportedStudent[] = [];
  const updates: (ImportedStudent & { id: string })[] = [];
  const outcomes: KindPlan['outcomes'] = new Map();

  for (const { index, data } of rows) {
    const current = bySmsId.get(data.smsId);
    if (!current) {
      const created: Record<string, unknown> = { smsId: data.smsId };
      // A blank or missing optional cell gives a new student the field's empty value.
      for (const field of UPDATED_STUDENT_FIELDS) created[field] = data[field] ?? emptyStudentValue(field);
      creates.push(pickFields(created as ImportedStudent, IMPORTED_STUDENT_FIELDS));
      outcomes.set(index, outcome('create'));
      continue;
    }
    // A column the file leaves out keeps the stored value.
    const next: ImportedStudent & { id: string } = { ...current };
    const changes: Record<string, unknown> = next;
    for (const field of UPDATED_STUDENT_FIELDS) if (data[field] !== undefined) changes[field] = data[field];
    const changed = UPDATED_STUDENT_FIELDS.some((field) => next[field] !== current[field]);
    if (changed) updates.push(next);
    outcomes.set(index, outcome(changed ? 'update' : 'unchanged'));
  }

  return {
    outcomes,
    async write(tx) {
      await insertStudentBatch(tx, creates);
      await updateStudentBatch(tx, updates);
    },
  };
};
