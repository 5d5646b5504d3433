import { DEFAULT_SAME_STAGE_SESSIONS, type SettingsDto, type UpdateSettingsData } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Executor } from '../../db/client.ts';
import { SETTINGS, type SettingName, type SettingValue } from './keys.ts';
import * as repo from './repository.ts';

/**
 * A setting's value, or `fallback` while it has no row. A row that no longer fits the setting's
 * shape counts as none: a bad value must never take a page down.
 */
export async function readSetting<K extends SettingName, F = SettingValue<K>>(
  db: Executor,
  name: K,
  fallback: F,
  forUpdate = false,
): Promise<SettingValue<K> | F> {
  const stored = await repo.getValue(db, SETTINGS[name].key, forUpdate);
  if (stored === undefined) return fallback;
  const parsed = SETTINGS[name].schema.safeParse(stored);
  return parsed.success ? (parsed.data as SettingValue<K>) : fallback;
}

/** Writes a setting (checked against its shape); the caller's transaction records why. */
export async function writeSetting<K extends SettingName>(
  tx: Executor,
  name: K,
  value: SettingValue<K>,
  actorId: string | null,
): Promise<void> {
  await repo.setValue(tx, SETTINGS[name].key, SETTINGS[name].schema.parse(value), actorId);
}

/** What School Settings shows and changes. `NOTES_BASE_URL` is the notes site until a manager sets one. */
export function createSettingsService({ db, defaults }: { db: Db; defaults: Pick<SettingsDto, 'notesBaseUrl'> }) {
  const read = async (ex: Executor, forUpdate = false): Promise<SettingsDto> => ({
    notesBaseUrl: await readSetting(ex, 'notesBaseUrl', defaults.notesBaseUrl, forUpdate),
    readingSameStageSessions: await readSetting(ex, 'readingSameStageSessions', DEFAULT_SAME_STAGE_SESSIONS, forUpdate),
  });

  return {
    get: () => read(db),

    async update(actor: Identity, data: UpdateSettingsData): Promise<SettingsDto> {
      return db.transaction(async (tx) => {
        const before = await read(tx, true);
        if (data.notesBaseUrl !== undefined) await writeSetting(tx, 'notesBaseUrl', data.notesBaseUrl, actor.id);
        if (data.readingSameStageSessions !== undefined)
          await writeSetting(tx, 'readingSameStageSessions', data.readingSameStageSessions, actor.id);
        const after = await read(tx);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'settings.update',
          entity: 'app_setting',
          entityId: null,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
