/**
 * A record id's form, as the API's `recordId` (zod's uuid: versions 1 to 8 with the RFC variant, or the nil and
 * max ids). Without zod, for the web's router: checking an address's id must not load zod and the schemas into
 * every screen's first task (issue 23). ids.test.ts holds the two to the same answers.
 */
const RECORD_ID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isRecordId = (value: unknown): boolean => typeof value === 'string' && RECORD_ID.test(value);
