import { z } from 'zod';
import { LINK_VISIBILITY } from '../constants.ts';
import type { LinkAbilities } from './abilities.ts';

/** Lengths the spec leaves open: long enough for real titles and addresses, short enough to list. */
export const LINK_LIMITS = { titleMax: 100, urlMax: 2000, batchMax: 50 } as const;

/** A required http(s) address (docs/product.md §5.10). Other schemes, like javascript:, are refused. */
export const httpUrl = z
  .string({ error: 'url is required' })
  .trim()
  .min(1, { error: 'url is required' })
  .max(LINK_LIMITS.urlMax, { error: `url must be at most ${LINK_LIMITS.urlMax} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: 'url must be a valid URL' }));

export type LinkVisibilityRole = (typeof LINK_VISIBILITY)[number]['role'];
export const LINK_VISIBILITY_ROLES = LINK_VISIBILITY.map((v) => v.role) as LinkVisibilityRole[];
export const LINK_VISIBILITY_LABELS = Object.fromEntries(LINK_VISIBILITY.map((v) => [v.role, v.label])) as Record<
  LinkVisibilityRole,
  string
>;

const labels = LINK_VISIBILITY.map((v) => v.label);
const visibilityMessage = `role must be ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
/** The weakest teaching role that sees a link: 3, 2 or 0 (docs/product.md §6). */
export const linkRoleSchema = z.union(
  LINK_VISIBILITY.map((v) => z.literal(v.role)) as [z.ZodLiteral<3>, z.ZodLiteral<2>, z.ZodLiteral<0>],
  { error: visibilityMessage },
);

export const linkFieldsSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(LINK_LIMITS.titleMax, { error: `title must be at most ${LINK_LIMITS.titleMax} characters` }),
  url: httpUrl,
  role: linkRoleSchema,
});
export type LinkFieldsInput = z.input<typeof linkFieldsSchema>;
export type LinkFields = z.output<typeof linkFieldsSchema>;

/** POST /links: several at once, all or nothing. */
export const createLinksSchema = z.object({
  links: z
    .array(linkFieldsSchema, { error: 'links must be a list' })
    .min(1, { error: 'add at least one link' })
    .max(LINK_LIMITS.batchMax, { error: `at most ${LINK_LIMITS.batchMax} links at once` }),
});
export type CreateLinksInput = z.input<typeof createLinksSchema>;
export type CreateLinksData = z.output<typeof createLinksSchema>;

/** PATCH /links/{id}: the fields it mentions; the click count is never edited by hand. */
export const updateLinkSchema = linkFieldsSchema.partial();
export type UpdateLinkData = z.output<typeof updateLinkSchema>;

/** GET /links/{role}: a teaching role number, 0 to 3. */
export const linkRoleParam = z.object({
  role: z
    .string()
    .regex(/^[0-3]$/, { error: 'role must be a teaching role from 0 to 3' })
    .transform(Number),
});

export interface LinkDto {
  id: string;
  title: string;
  url: string;
  role: LinkVisibilityRole;
  clickCount: number;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: LinkAbilities;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** docs/product.md §9: most clicked first; equal counts by title. */
export function compareLinks(
  a: Pick<LinkDto, 'clickCount' | 'title'>,
  b: Pick<LinkDto, 'clickCount' | 'title'>,
): number {
  return (
    b.clickCount - a.clickCount || byText(a.title.toLowerCase(), b.title.toLowerCase()) || byText(a.title, b.title)
  );
}
