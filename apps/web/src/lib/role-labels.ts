import type { Authority, Role } from '@school-ops/shared';
import type { TFunction } from 'i18next';

/*
 * A teaching role's and an authority's words in the reader's language (the shell's chips; any screen naming a
 * role or an authority should use these). The catalog is the web's only source of them: their English equals the
 * shared ROLE_LABELS and AUTHORITY_NAMES, which role-labels.test.ts checks.
 */

export const roleLabel = (t: TFunction, role: Role): string =>
  ({
    0: t('role.schoolManager'),
    1: t('role.supervisor'),
    2: t('role.fullTimeTeacher'),
    3: t('role.partTimeTeacher'),
  })[role];

export const authorityLabel = (t: TFunction, authority: Authority): string =>
  ({
    0: t('authority.admin'),
    1: t('authority.manager'),
    2: t('authority.supervisor'),
    3: t('authority.user'),
  })[authority];
