import { LINK_ACTIONS, type LinkDto, type LinkVisibilityRole } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { LinkRow } from '../../db/schema/index.ts';
import { policy } from './policy.ts';

/** The link's own fields, as the audit trail keeps them. */
export function linkFields(row: LinkRow): Omit<LinkDto, 'can'> {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    role: row.role as LinkVisibilityRole,
    clickCount: row.clickCount,
  };
}

/** A link as `p` sees it, with what they may do with it. */
export const presentLink =
  (p: Identity) =>
  (row: LinkRow): LinkDto => ({ ...linkFields(row), can: abilitiesOf(policy, LINK_ACTIONS, p, row) });
