import { z } from 'zod';
import { LINK_VISIBILITY } from '../constants.ts';

import { LINK_LIMITS } from '../domain/links.ts';

/** A required http(s) address (docs/product.md §5.10). Other schemes, like javascript:, are refused. */
export const httpUrl = z
  .string({ error: 'url is required' })
  .trim()
  .min(1, { error: 'url is required' })
  .max(LINK_LIMITS.urlMax, { error: `url must be at most ${LINK_LIMITS.urlMax} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: 'url must be a valid URL' }));

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
