import { IMPORT_LIMITS, MEGABYTE, type ImportCounts as Counts } from '@school-ops/shared';
import { i18n } from '../../lib/i18n/index.ts';

/** The server takes at most 20 MB; a bigger file is refused before it is sent. */
export const MAX_FILE_BYTES = IMPORT_LIMITS.bodyBytes;
export const tooLarge = () => i18n.t('imports.tooLarge', { megabytes: IMPORT_LIMITS.bodyBytes / MEGABYTE });

export const appliedMessage = (c: Counts) =>
  i18n.t('imports.applied', { create: c.create, update: c.update, unchanged: c.unchanged, kept: c.kept });

export const confirmMessage = (kindLabel: string, fileName: string, c: Counts) =>
  i18n.t('imports.confirm', {
    kind: kindLabel,
    fileName,
    create: c.create,
    update: c.update,
    unchanged: c.unchanged,
    kept: c.kept,
  });
