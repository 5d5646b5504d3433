import { isSupervisor } from '@school-ops/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LiveRule } from '../../live/rules.ts';
import { studentsForJoins as students } from '../students/index.ts';
import { isAvailableBy } from './policy.ts';

/**
 * Who learns that a session changed: who may list it (decision 0030). Supervisors, everyone for a class
 * session, a teacher for the reading stages their level covers; the students' stages are read once per batch.
 */
export function sessionsLiveRule(db: Executor): LiveRule {
  return {
    async prepare(changes) {
      const ids = [...new Set(changes.map((c) => c.facts.student_id).filter((id): id is string => !!id))];
      const rows = ids.length
        ? await db
            .select({ id: students.id, stage: students.readingStage })
            .from(students)
            .where(inArray(students.id, ids))
        : [];
      const stageOf = new Map(rows.map((r) => [r.id, r.stage]));
      return (p, c) => {
        if (isSupervisor(p)) return true;
        const stage = stageOf.get(c.facts.student_id ?? '');
        // A student gone with their session: only supervisors kept it in a list they may still see.
        return stage !== undefined && isAvailableBy(p, c.facts.category ?? '', stage);
      };
    },
  };
}
