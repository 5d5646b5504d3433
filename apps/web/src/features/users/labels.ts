import { ROLE_LABELS, type Role } from '@school-ops/shared';

export const NO_ROLE_LABEL = 'No teaching role';

export const roleLabel = (role: number | null) =>
  role === null ? NO_ROLE_LABEL : (ROLE_LABELS[role as Role] ?? NO_ROLE_LABEL);
