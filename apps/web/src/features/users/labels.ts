import { ROLE, type ReadingLevel, type Role, type TrainingLevel } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

/**
 * The words of a user's role, authority and levels in the reader's language. Each key is written out (the catalog
 * test finds keys by their literal calls); the English equals the shared constants (labels.test.ts).
 */
export function useUserLabels() {
  const { t } = useTranslation();
  const roleLabel = (role: number | null): string => {
    switch (role as Role | null) {
      case ROLE.schoolManager:
        return t('users.role.schoolManager');
      case ROLE.supervisor:
        return t('users.role.supervisor');
      case ROLE.fullTimeTeacher:
        return t('users.role.fullTimeTeacher');
      case ROLE.partTimeTeacher:
        return t('users.role.partTimeTeacher');
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
  const readingLevelLabel = (level: ReadingLevel): string =>
    ({
      none: t('users.readingLevel.none'),
      book: t('users.readingLevel.book'),
      abcs: t('users.readingLevel.abcs'),
      all: t('users.readingLevel.all'),
    })[level];
  const trainingLevelLabel = (level: TrainingLevel): string =>
    [t('users.trainingLevel.training'), t('users.trainingLevel.circleTime'), t('users.trainingLevel.activityLeader')][
      level
    ]!;
  return { roleLabel, authorityLabel, readingLevelLabel, trainingLevelLabel };
}
