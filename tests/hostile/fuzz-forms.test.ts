/**
 * The pages that take forms posted without JavaScript (checkout and bank-transfer) under random and
 * malformed posts: never a 5xx or a trace of internals, a refusal answers a page or plain text,
 * and the database changes only when the answer goes on (303) to Stripe or the confirmation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostileBody, hostileScalar, SQL_PAYLOADS } from './arbitraries';
import { RUNS } from './fuzz';
import { startPublicTarget, type PublicTarget } from './public-target';
import { sendRaw, type RawRequest } from './raw-http';

let target: PublicTarget;

beforeAll(async () => {
  target = await startPublicTarget(inject('fixtureDir'));
});
afterAll(() => target?.stop());

const FORM_FIELDS = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'billingAddress',
  'city',
  'postalCode',
  'currency',
  'paymentMethod',
  'planType',
  'form',
  'receipt',
  '__proto__',
];
const text = hostileScalar.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
const plausible = fc.constantFrom(
  'Roti Shop',
  'maya@x.example',
  '+597 555-0101',
  'Waterkant 12',
  'Paramaribo',
  'USD',
  'SRD',
  'creditcard',
  'banktransfer',
  'event',
);
const fieldValue = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(...SQL_PAYLOADS) });

/** A url-encoded form of real and made-up fields. */
const urlEncodedForm = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FORM_FIELDS), fc.string({ maxLength: 12 })), fieldValue), { maxLength: 12 })
  .map((pairs) => ({ body: new URLSearchParams(pairs).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));

/** A multipart receipt form: planType, form (JSON or not) and a file of random bytes. */
const BOUNDARY = 'fuzzboundary';
const multipartForm = fc
  .record({
    planType: fieldValue,
    form: fc.oneof(
      text,
      fc.dictionary(fc.constantFrom(...FORM_FIELDS), fieldValue, { maxKeys: 10 }).map((o) => JSON.stringify(o)),
    ),
    file: fc.uint8Array({ maxLength: 300 }),
    fileType: fc.constantFrom('image/png', 'application/pdf', 'text/html', ''),
  })
  .map(({ planType, form, file, fileType }) => {
    const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = `${part('planType', planType)}${part('form', form)}--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: ${fileType}\r\n\r\n`;
    return {
      body: Buffer.concat([Buffer.from(head), Buffer.from(file), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    };
  });

const PAGES = ['/checkout', '/nl/checkout', '/checkout/bank-transfer', '/nl/checkout/bank-transfer', '/bank-transfer-checkout', '/nl/bank-transfer-checkout'];
const query = fc.oneof(
  fc.constantFrom('', '?plan=event', '?plan=tour', '?plan=restaurant', '?plan=gold', '?plan=%00', '?receipt=x'),
  fc.string({ maxLength: 20 }).map((s) => `?plan=${encodeURIComponent(s)}`),
);

const pagePost: fc.Arbitrary<RawRequest> = fc
  .record({ page: fc.constantFrom(...PAGES), query, body: fc.oneof(urlEncodedForm, multipartForm, hostileBody) })
  .map(({ page, query: q, body }) => ({ method: 'POST', path: `${page}${q}`, headers: { Origin: target.server.baseUrl, ...body.headers }, body: body.body }));

const LEAKS = [/\bat\s+(?:[\w.<>$]+\s+)?\(?(?:file:\/\/)?[^\s()]*\.(?:ts|js|mjs|cjs|astro):\d+:\d+/, /SQLITE_[A-Z]+/, /SqliteError/, /file:\/\//];

describe('forms posted to pages under hostile input', () => {
  it(`answer ${RUNS * 4} random posts safely`, async () => {
    await fc.assert(
      fc.asyncProperty(pagePost, async (req) => {
        const before = target.fingerprint.tables();
        const answer = await sendRaw(target.server.baseUrl, req);
        const where = `${req.path.slice(0, 120)} -> ${answer.status}`;
        expect(answer.status, where).toBeLessThan(500);
        for (const leak of LEAKS) expect(leak.test(answer.text), `${where} leaks ${leak}`).toBe(false);
        if (answer.status >= 400) expect(String(answer.headers['content-type']), where).toMatch(/^text\/(html|plain)/);
        if (answer.status !== 303) {
          const after = target.fingerprint.tables();
          expect(
            Object.keys(after).filter((t) => after[t] !== before[t]),
            `${where} changed the database`,
          ).toEqual([]);
        }
      }),
      { numRuns: RUNS * 4, endOnFailure: true },
    );
  });
});
