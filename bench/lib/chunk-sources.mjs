// What a built chunk is made of: the minified bytes each source file contributes, read from the chunk's
// sourcemap (each mapping segment's generated text is counted for the source it maps to). Grouped by package
// for node_modules and by folder for the app. `node bench/lib/chunk-sources.mjs apps/web/dist/assets/<chunk>.js [--files]`
import { readFileSync } from 'node:fs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Minified bytes per source file of `chunkFile`. */
export function bytesPerSource(chunkFile) {
  const code = readFileSync(chunkFile, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${chunkFile}.map`, 'utf8'));
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    segments.forEach((fields, i) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const next = i + 1 < segments.length ? column + segments[i + 1][0] : (code[lineIndex]?.length ?? column);
      const name = fields.length > 1 ? map.sources[source] : '(unmapped)';
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, next - column));
    });
  });
  return bytes;
}

/** `react-dom`, `@mui/material/Dialog`, or the app's folder, for a source path. */
function groupOf(source, depth) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const rest = parts.slice(pkg.split('/').length).filter((p) => !/^(esm|dist|modern|build|src)$/.test(p));
    return [pkg, ...rest.slice(0, depth - 1)].join('/');
  }
  return (
    source
      .replace(/^(\.\.\/)+/, '')
      .split('/')
      .slice(0, -1)
      .join('/') || source
  );
}

if (process.argv[1]?.endsWith('chunk-sources.mjs')) {
  const [file, flag] = process.argv.slice(2);
  const bytes = bytesPerSource(file);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  const groups = new Map();
  for (const [source, n] of bytes) {
    const key = flag === '--files' ? source : groupOf(source, 2);
    groups.set(key, (groups.get(key) ?? 0) + n);
  }
  console.log(`${(total / 1024).toFixed(1)} KB minified`);
  for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 80)) {
    console.log(`${(n / 1024).toFixed(1).padStart(7)} KB  ${key}`);
  }
}
