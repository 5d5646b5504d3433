import type { LinkDto, LinkVisibilityRole } from '@school-ops/shared';
import type { LinkRow } from '../../db/schema/index.ts';

export function presentLink(row: LinkRow): LinkDto {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    role: row.role as LinkVisibilityRole,
    clickCount: row.clickCount,
  };
}
