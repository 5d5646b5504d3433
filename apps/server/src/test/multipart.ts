import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject: `{ payload, headers }` to spread into the call. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----so${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG (with EXIF GPS when asked), PNG or GIF for upload tests. */
export async function sampleImage(
  format: 'jpeg' | 'png' | 'gif',
  o: { width?: number; height?: number; gps?: boolean } = {},
) {
  const img = sharp({
    create: { width: o.width ?? 64, height: o.height ?? 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  if (format === 'jpeg') {
    const withExif = o.gps
      ? img.withExif({
          IFD0: { Make: 'TestCam', Model: 'Phone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1' },
        })
      : img;
    return withExif.jpeg().toBuffer();
  }
  return format === 'png' ? img.png().toBuffer() : img.gif().toBuffer();
}
