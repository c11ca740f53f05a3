/** fast-check generators for hostile requests: odd ids, query strings and bodies of every malformed kind. */
import fc from 'fast-check';

/** Classic SQL injection payloads, tried in every field and parameter. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  '1; DROP TABLE restaurants; --',
  "'; DELETE FROM admin_users; --",
  "' UNION SELECT password_hash, email FROM admin_users --",
  "admin'--",
  "1' AND (SELECT count(*) FROM sqlite_master) > 0 --",
  "%' OR 1=1 --",
  '1 OR 1=1',
  "') OR ('1'='1",
  "'; ATTACH DATABASE '/tmp/pwn.db' AS pwn; --",
];

/** Path tricks in ids, already percent-encoded where needed. */
const TRICKY_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fguide.db',
  '..%5c..%5cwindows',
  '%00',
  'abc%00.jpg',
  '%252e%252e%252f',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '%20',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '%F0%9F%92%A9',
  '%C0%AE%C0%AE',
  '%FF%FE',
  'a'.repeat(2000),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
];

const anyText = fc.string({ unit: 'binary', maxLength: 40 });

/** An id path segment: usually hostile, sometimes a plausible one. */
export const idSegment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_SEGMENTS) },
  { weight: 2, arbitrary: anyText.map((s) => encodeURIComponent(s) || 'x') },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...SQL_PAYLOADS).map(encodeURIComponent) },
);

const FIELD_NAMES = [
  'username',
  'password',
  'twoFactorCode',
  'trustDevice',
  'email',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'planType',
  'amount',
  'currency',
  'customerEmail',
  'customerName',
  'businessName',
  'key',
  'value',
  'translations',
  'priceRange',
  'rating',
  'imageUrl',
  'imageUrls',
  'price',
  'maxPeople',
  'date',
  'isFeatured',
  'reason',
  'title',
  'en',
  'nl',
  'lang',
  'id',
  '__proto__',
  'constructor',
  'prototype',
];

/** A hostile scalar: wrong types, edge numbers, SQL, markup, huge and odd strings. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.constantFrom(...SQL_PAYLOADS),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '<img src=x onerror=alert(1)>', 'x'.repeat(20_000), '\ud800', 'javascript:alert(1)'),
);

/** A hostile JSON value: objects with real and fake field names, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), anyText), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** A query string of random and real parameter names with hostile values. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('lang', 'limit', 'cursor', 'category', 'session_id', 'token', 'w', 'format', 'id'), anyText),
      fc.oneof(anyText, fc.constantFrom(...SQL_PAYLOADS), fc.constantFrom('-1', '1e9', 'nl', 'en', '%', '')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`));

const JSON_TYPE = 'application/json';
type HostileBody = { body?: Buffer | string; headers: Record<string, string> };

/** A request body with its headers: valid JSON of the wrong shape, broken JSON, wrong content types, odd bytes. */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof<fc.WeightedArbitrary<HostileBody>[]>(
  { weight: 5, arbitrary: hostileJson.map((v) => ({ body: JSON.stringify(v) ?? 'null', headers: { 'Content-Type': JSON_TYPE } })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('{', '{"a":', '[1,2', '{"username":"a",}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '')
      .map((body) => ({ body, headers: { 'Content-Type': JSON_TYPE } })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ body: Buffer.from(b), headers: { 'Content-Type': JSON_TYPE } })) },
  {
    weight: 1,
    arbitrary: fc.constant({
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
      headers: { 'Content-Type': JSON_TYPE },
    }),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => ({ body: `${'['.repeat(n)}${']'.repeat(n)}`, headers: { 'Content-Type': JSON_TYPE } })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => ({ body: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, headers: { 'Content-Type': JSON_TYPE } })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        hostileJson,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=zzz',
          'application/xml',
          'image/png',
          'application/json; charset=utf-16',
          '',
        ),
      )
      .map(([v, type]): HostileBody => ({ body: JSON.stringify(v) ?? 'null', headers: type ? { 'Content-Type': type } : {} })),
  },
);
