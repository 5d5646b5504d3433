import fc from 'fast-check';

/** Strings that have broken parsers, casts and queries before. */
const NASTY = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..\\..\\x.png',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
  '2024-02-30',
  '0000-00-00',
  '25:61',
  '00000000-0000-0000-0000-000000000000',
  'ＡＢＣ１２３',
  '👩‍👩‍👧‍👦'.repeat(50),
  'x'.repeat(5_000),
];

/** One half of a UTF-16 surrogate pair, alone: JSON can carry it ("\\ud800"), jsonb cannot store it. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));

/** Ordinary text with a lone surrogate somewhere in it, so it still passes "required" and length checks. */
export const textWithLoneSurrogate = fc
  .tuple(fc.string({ minLength: 1, maxLength: 12 }), loneSurrogate, fc.string({ maxLength: 12 }))
  .map(([a, s, b]) => `${a}${s}${b}`);

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: textWithLoneSurrogate },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** Nested arrays deeper than any schema expects. */
const deepArray = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
});

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 6 }) },
  { weight: 1, arbitrary: deepArray },
);

/** Top-level keys of a zod object schema, so bodies reach past "unknown key" checks. */
export function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  // A refined or piped object keeps its shape one step in.
  const inner = (schema as { def?: { in?: unknown; schema?: unknown } } | undefined)?.def;
  if (inner?.in) return schemaKeys(inner.in);
  if (inner?.schema) return schemaKeys(inner.schema);
  return [];
}

/** A body shaped like the schema (its keys, garbage values), or any JSON at all. */
export function jsonBody(keys: string[]): fc.Arbitrary<unknown> {
  const key = keys.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: nastyString })
    : nastyString;
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(key, nastyValue, { maxKeys: Math.max(3, keys.length + 1) }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(nastyValue, { maxLength: 4 }) },
  );
}

/** Bodies that are not valid JSON, or JSON a naive merge would choke on. */
export function rawBody(keys: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    jsonBody(keys).chain((b) => {
      const text = JSON.stringify(b) ?? '';
      return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n));
    }),
    fc.constantFrom(
      '{"__proto__":{"authority":0,"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
      '{"a":NaN}',
      'NaN',
      '\uFEFF{}',
      '['.repeat(5_000),
      '{"a":' + '1'.repeat(400) + '}',
      `"${'x'.repeat(1_100_000)}"`,
    ),
  );
}

export function queryString(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), nastyString) : nastyString;
  const value = fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 }));
  return fc.dictionary(key, value, { maxKeys: 4 }).map((q) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
    const s = params.toString();
    return s ? `?${s}` : '';
  });
}

/**
 * Percent-encodes a path segment the way a hostile client could: a lone surrogate, which
 * encodeURIComponent refuses, goes out as its (invalid) three UTF-8-style bytes.
 */
export function encodePathSegment(s: string): string {
  let out = '';
  // Iterating by code point keeps surrogate pairs together; what is left alone is a lone one.
  for (const ch of s) {
    const u = ch.charCodeAt(0);
    const lone = ch.length === 1 && u >= 0xd800 && u <= 0xdfff;
    out += lone
      ? [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(ch);
  }
  return out;
}

/** A path parameter: usually a real id (to get past the 404), else garbage. */
export function pathParam(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0) },
  );
}

/** A text field and a file part in `boundary`'s form, to be cut, mislabelled or left unclosed. */
function formBody(boundary: string, field: string, text: string): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${text}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n` +
    `--${boundary}--\r\n`
  );
}

/**
 * Multipart requests a parser can choke on: a missing, empty or wrong boundary, broken part
 * headers, a form cut short, a field in UTF-16 with a lone surrogate. `contentType` goes in the header.
 */
export function malformedMultipart(keys: string[]): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const field = keys.length
    ? fc.constantFrom(...keys, 'formValues', 'title')
    : fc.constantFrom('formValues', 'title', 'x');
  const contentType = fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data;',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data;;; boundary',
    'multipart/form-data; boundary=b; boundary=c',
    'multipart/form-data; boundary="b',
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
    'multipart/form-data; boundary=b; charset=utf-16le',
    'multipart/form-data; boundary=b',
    'multipart/mixed; boundary=b',
    'Multipart/Form-Data; BOUNDARY=b',
  );
  const payload = fc.oneof(
    fc.tuple(field, nastyString).map(([f, text]) => Buffer.from(formBody('b', f, text))),
    fc.tuple(field, nastyString, fc.nat()).map(([f, text, n]) => {
      const whole = Buffer.from(formBody('b', f, text));
      return whole.subarray(0, n % whole.length);
    }),
    fc
      .tuple(field, textWithLoneSurrogate)
      .map(([f, text]) =>
        Buffer.concat([
          Buffer.from(
            `--b\r\nContent-Disposition: form-data; name="${f}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
          ),
          Buffer.from(text, 'utf16le'),
          Buffer.from('\r\n--b--\r\n'),
        ]),
      ),
    fc
      .constantFrom(
        '--b\r\nContent-Disposition form-data name=x\r\n\r\nno colon\r\n--b--\r\n',
        `--b\r\n${'X-Long: '.padEnd(100_000, 'h')}\r\n\r\nv\r\n--b--\r\n`,
        '--b\r\nContent-Disposition: form-data; name="photo"; filename="\u0000.jpg"\r\n\r\n\r\n--b--\r\n',
        '--b--\r\n',
        '',
      )
      .map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc.record({ contentType, payload });
}
