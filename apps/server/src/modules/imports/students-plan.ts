import { outcome, unique, type KindPlan, type Planner } from './plan.ts';
import * as repo from './repository.ts';

/**
 * Students by SMS ID: new ones get the default reading setting; existing ones get name, grade and
 * remarks (those the file has). Photo, comments and reading setting are the school's own work and
 * never change here.
 */
export const planStudents: Planner<'students'> = async (db, rows): Promise<KindPlan> => {
  const existing = await repo.studentsBySmsIds(db, unique(rows.map((r) => r.data.smsId)));
  const bySmsId = new Map(existing.map((s) => [s.smsId, s]));
  const creates: repo.StudentInsert[] = [];
  const updates: repo.StudentUpdate[] = [];
  const outcomes: KindPlan['outcomes'] = new Map();

  for (const { index, data } of rows) {
    const current = bySmsId.get(data.smsId);
    if (!current) {
      creates.push({ smsId: data.smsId, name: data.name, grade: data.grade ?? '', remarks: data.remarks ?? null });
      outcomes.set(index, outcome('create'));
      continue;
    }
    const next = {
      id: current.id,
      name: data.name,
      grade: data.grade ?? current.grade,
      remarks: data.remarks === undefined ? current.remarks : data.remarks,
    };
    const changed = next.name !== current.name || next.grade !== current.grade || next.remarks !== current.remarks;
    if (changed) updates.push(next);
    outcomes.set(index, outcome(changed ? 'update' : 'unchanged'));
  }

  return {
    outcomes,
    async write(tx) {
      await repo.insertStudents(tx, creates);
      await repo.updateStudents(tx, updates);
    },
  };
};
