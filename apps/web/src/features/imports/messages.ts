import { IMPORT_LIMITS, MEGABYTE, type ImportCounts as Counts } from '@school-ops/shared';

/** The server takes at most 20 MB; a bigger file is refused before it is sent. */
export const MAX_FILE_BYTES = IMPORT_LIMITS.bodyBytes;
export const TOO_LARGE = `the file is larger than ${IMPORT_LIMITS.bodyBytes / MEGABYTE} MB: split it into smaller files`;

export const appliedMessage = (c: Counts) =>
  `import applied (${c.create} created, ${c.update} updated, ${c.unchanged} unchanged, ${c.kept} kept)`;

export const confirmMessage = (kindLabel: string, fileName: string, c: Counts) =>
  `${kindLabel} from ${fileName}: ${c.create} to create and ${c.update} to update. ` +
  `${c.unchanged} unchanged and ${c.kept} kept rows are left as they are. All rows are applied together or none is.`;
