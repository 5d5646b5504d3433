/** Where uploaded files live. Keys are flat names like `student-<uuid>.jpg` (no slashes). */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes and type, or null when there is no such file. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** A URL that reads the file until it expires; altered or expired URLs are refused. */
  signedReadUrl(key: string, expiresInMs: number): Promise<string>;
}

const KEY = /^[a-z][a-z0-9-]{0,40}-[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

/** Keys are made by the server only; anything else (traversal, odd names) is refused. */
export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
