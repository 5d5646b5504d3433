import {
  SIGNED_URL_MS,
  SPELLING_CATEGORY_ACTIONS,
  splitPhonics,
  type SpellingCategoryAbilities,
  type SpellingCategoryDto,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { SpellingCategoryRow, SpellingWord } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { policy } from './policy.ts';

/** What the audit trail keeps of a category: its data, never a signed URL. */
export function auditableCategory(row: SpellingCategoryRow) {
  return { id: row.id, category: row.category, level: row.level, order: row.order, words: row.words };
}

/** Every image key of the categories, each signed once, all at the same time. */
async function signAll(storage: FileStorage, words: SpellingWord[]): Promise<Map<string, string>> {
  const keys = [...new Set(words.flatMap((w) => (w.image ? [w.image] : [])))];
  const urls = await Promise.all(keys.map((k) => storage.signedReadUrl(k, SIGNED_URL_MS.spellingImage)));
  return new Map(keys.map((k, i) => [k, urls[i] as string]));
}

function present(
  row: SpellingCategoryRow,
  urls: Map<string, string>,
  can: SpellingCategoryAbilities,
): SpellingCategoryDto {
  return {
    id: row.id,
    category: row.category,
    level: row.level,
    order: row.order,
    words: row.words.map((w) => ({
      word: w.word,
      phonics: splitPhonics(w.word),
      image: w.image,
      imageUrl: w.image ? (urls.get(w.image) ?? null) : null,
    })),
    can,
  };
}

/** A category's abilities depend on the viewer alone (whether it is in use is asked when it is deleted). */
const abilities = (p: Identity) => abilitiesOf(policy, SPELLING_CATEGORY_ACTIONS, p);

export async function presentCategories(
  storage: FileStorage,
  rows: SpellingCategoryRow[],
  p: Identity,
): Promise<SpellingCategoryDto[]> {
  const urls = await signAll(
    storage,
    rows.flatMap((r) => r.words),
  );
  const can = abilities(p);
  return rows.map((r) => present(r, urls, can));
}

export async function presentCategory(
  storage: FileStorage,
  row: SpellingCategoryRow,
  p: Identity,
): Promise<SpellingCategoryDto> {
  return present(row, await signAll(storage, row.words), abilities(p));
}

/** A category whose images are gone (deleted): the keys stay for the record, with no URLs. */
export function presentDeleted(row: SpellingCategoryRow, p: Identity): SpellingCategoryDto {
  return present(row, new Map(), abilities(p));
}
