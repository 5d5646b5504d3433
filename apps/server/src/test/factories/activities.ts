import type { Executor } from '../../db/client.ts';
import { activities, type ActivityRow, type NewActivityRow } from '../../db/schema/index.ts';

/** An activity straight into its table: Ikejiri, AM Bilingual, 2025-04-01 unless told. */
export async function buildActivity(db: Executor, o: Partial<NewActivityRow> = {}): Promise<ActivityRow> {
  const [row] = await db
    .insert(activities)
    .values({ schoolName: 'Ikejiri', date: '2025-04-01', className: 'AM Bilingual', category: 'AM', ...o })
    .returning();
  return row!;
}
