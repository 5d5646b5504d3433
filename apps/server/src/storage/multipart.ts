import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error.ts';

export const UPLOAD_UNREADABLE = 'the upload could not be read';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface UploadLimits {
  /** Total bytes of all files. */
  maxTotalBytes: number;
  /** True when a total of exactly maxTotalBytes is already too much (spec: "32 MB or more"). */
  exclusive?: boolean;
  tooLargeMessage: string;
  maxFiles?: number;
}

/** Reads a whole multipart form into memory, refusing it (413) as soon as the files grow too big. */
export async function readMultipart(
  req: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badRequest('send the form as multipart/form-data');
  const tooLarge = () => new HttpError(413, limits.tooLargeMessage);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of req.parts({
      limits: { fileSize: limits.maxTotalBytes + 1, files: limits.maxFiles ?? 40, fields: 100, fieldSize: 1024 * 1024 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        total += buffer.length;
        if (total > limits.maxTotalBytes || (limits.exclusive && total >= limits.maxTotalBytes)) throw tooLarge();
        if (buffer.length > 0) files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tooLarge();
    // Only the request's own bytes are read here: a missing boundary, broken part headers or a
    // form cut short are all the sender's (busboy throws plain Errors for them).
    throw badRequest(UPLOAD_UNREADABLE, { code: 'upload_unreadable' });
  }
  return { fields, files };
}
