import { imageBytes, one, operation } from '../../openapi/responses.ts';
import { SignedUrl } from '../../openapi/records.ts';
import { CONTENT_TYPES } from '../../storage/file-storage.ts';

/** How the storage routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  signFileUrl: operation({
    id: 'signFileUrl',
    summary: 'A signed, expiring URL to read a stored file the caller may see',
    ok: one(SignedUrl, 'The signed URL'),
  }),
  readFile: operation({
    id: 'readFile',
    summary: 'Read a stored file through a URL the server signed (no token)',
    ok: imageBytes,
    errors: [403],
    produces: Object.values(CONTENT_TYPES),
  }),
};
