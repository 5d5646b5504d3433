import { ROLE, type ReadingLevel, type Role, type TrainingLevel } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';
import { readingLevelLabel as readingLevel, trainingLevelLabel as trainingLevel } from '../../lib/level-labels.ts';
import { roleLabel as sharedRoleLabel } from '../../lib/role-labels.ts';

/**
 * The words of a user's role, authority and levels in the reader's language. Each key is written out (the catalog
 * test finds keys by their literal calls); the English equals the shared constants (labels.test.ts).
 */
export function useUserLabels() {
  const { t } = useTranslation();
  const roleLabel = (role: number | null): string => {
    switch (role as Role | null) {
      case ROLE.schoolManager:
      case ROLE.supervisor:
      case ROLE.fullTimeTeacher:
      case ROLE.partTimeTeacher:
        return sharedRoleLabel(t, role as Role);
      default:
        return t('users.role.none');
    }
  };
  const authorityLabel = (authority: number): string =>
    [
      t('users.authority.admin'),
      t('users.authority.manager'),
      t('users.authority.supervisor'),
      t('users.authority.user'),
    ][authority] ?? String(authority);
  const readingLevelLabel = (level: ReadingLevel): string => readingLevel(t, level);
  const trainingLevelLabel = (level: TrainingLevel): string => trainingLevel(t, level);
  return { roleLabel, authorityLabel, readingLevelLabel, trainingLevelLabel };
}
