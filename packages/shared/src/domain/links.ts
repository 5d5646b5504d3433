import { compareText } from './labels.ts';
import { LINK_VISIBILITY } from '../constants.ts';
import type { LinkAbilities } from '../schemas/abilities.ts';

/** Lengths the spec leaves open: long enough for real titles and addresses, short enough to list. */
export const LINK_LIMITS = { titleMax: 100, urlMax: 2000, batchMax: 50 } as const;

export type LinkVisibilityRole = (typeof LINK_VISIBILITY)[number]['role'];

export const LINK_VISIBILITY_ROLES = LINK_VISIBILITY.map((v) => v.role) as LinkVisibilityRole[];

export const LINK_VISIBILITY_LABELS = Object.fromEntries(LINK_VISIBILITY.map((v) => [v.role, v.label])) as Record<
  LinkVisibilityRole,
  string
>;

export interface LinkDto {
  id: string;
  title: string;
  url: string;
  role: LinkVisibilityRole;
  clickCount: number;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: LinkAbilities;
}

/** docs/product.md §9: most clicked first; equal counts by title. */
export function compareLinks(
  a: Pick<LinkDto, 'clickCount' | 'title'>,
  b: Pick<LinkDto, 'clickCount' | 'title'>,
): number {
  return (
    b.clickCount - a.clickCount ||
    compareText(a.title.toLowerCase(), b.title.toLowerCase()) ||
    compareText(a.title, b.title)
  );
}
