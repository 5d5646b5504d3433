import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { isValidKey } from '../storage/index.ts';

/**
 * Every uploaded file's key. FileStorage has no listing (the app never needs one), so backup asks
 * the folder or the bucket directly; only keys the app makes count, so a shared bucket's other
 * objects and half-written temp files stay out of the archive.
 */
export async function listStoredKeys(config: Config): Promise<string[]> {
  if (config.storage.kind === 'local') {
    try {
      return (await readdir(path.join(config.dataDir, 'files'))).filter(isValidKey).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
  const s = config.storage;
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key && isValidKey(o.Key)) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys.sort();
}
