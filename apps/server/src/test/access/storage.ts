import { LOGGED_IN, PUBLIC, type Access } from '../../auth/access.ts';

/** Signed URLs; the local file route checks its signature instead of a token. */
export const ACCESS: Record<string, Access> = {
  'GET /api/object-storage/signed-url-read/:filename': LOGGED_IN,
  'GET /api/files/:key': PUBLIC,
};

/** Routes whose credential is a URL signature: without one, everyone gets 403. */
export const SIGNED = ['GET /api/files/:key'];
