import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isValidKey, type FileStorage } from './file-storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3Storage(o: S3Options): FileStorage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
  });
  const check = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      check(key);
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        const bytes = await res.Body?.transformToByteArray();
        return bytes ? { body: Buffer.from(bytes), contentType: res.ContentType ?? 'application/octet-stream' } : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      if (isValidKey(key)) await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
    async signedReadUrl(key, expiresInMs) {
      check(key);
      const expiresIn = Math.max(1, Math.round(expiresInMs / 1000));
      return getSignedUrl(client, new GetObjectCommand({ Bucket: o.bucket, Key: key }), { expiresIn });
    },
  };
}
