/** Shared set-up for the payment tests: a server wired to the local Stripe mock, and direct reads of its database. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { startStripeMock, type StripeMock } from '../helpers/stripe-mock';

export const WEBHOOK_SECRET = 'whsec_localmocksecret';

/** The tests send many orders from one address; the production write limits would refuse them. */
export const TEST_RATE_LIMITS = { RATE_LIMIT_CHECKOUT: '1000/600', RATE_LIMIT_RECEIPTS: '1000/600' };

/** Stripe settings pointing the app at a mock (fake keys only). */
export function stripeEnv(apiBase: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_localmock',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    STRIPE_TIMEOUT_MS: '1000',
    ...TEST_RATE_LIMITS,
    ...extra,
  };
}

/** A JSON answer; the fields the tests read are typed loosely on purpose. */
export interface ApiAnswer {
  status: number;
  body: { [field: string]: unknown; checkoutUrl?: string; error?: string; success?: boolean; activated?: boolean };
}

export interface PaymentsRig {
  server: RunningServer;
  mock: StripeMock;
  dataDir: string;
  /** POST JSON from the site's own origin. */
  postJson: (p: string, body: unknown) => Promise<ApiAnswer>;
  getJson: (p: string) => Promise<ApiAnswer>;
  /** Rows of listing_orders (read with a separate connection). */
  orders: () => OrderRow[];
  stop: () => Promise<void>;
}

interface OrderRow {
  id: string;
  plan_type: string;
  amount: number;
  currency: string;
  payment_method: string;
  status: string;
  business_name: string;
  stripe_session_id: string | null;
  receipt_path: string | null;
  receipt_mime: string | null;
  paid_at: number | null;
  activated_at: number | null;
  listing_ends_at: number | null;
  locale: string;
}

/** Starts the Stripe mock and a server on a fresh copy of the fixture. */
export async function startPaymentsRig(fixtureDir: string, env: (mock: StripeMock) => Record<string, string> = (m) => stripeEnv(m.url)): Promise<PaymentsRig> {
  const mock = await startStripeMock();
  const dataDir = copyFixture(fixtureDir);
  const server = await startServer(dataDir, env(mock));
  const read = async (res: Response) => ({ status: res.status, body: await res.json().catch(() => null) });
  return {
    server,
    mock,
    dataDir,
    postJson: async (p, body) =>
      read(
        await fetch(`${server.baseUrl}${p}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
          body: JSON.stringify(body),
        }),
      ),
    getJson: async (p) => read(await fetch(`${server.baseUrl}${p}`)),
    orders: () => {
      const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
      try {
        return db.prepare('select * from listing_orders order by created_at, id').all() as OrderRow[];
      } finally {
        db.close();
      }
    },
    stop: async () => {
      await server.stop();
      await mock.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds a PDF from object bodies (numbered from 1, the first one the catalog); a stream's '/Length ?' is filled in. */
export function buildPdf(objects: string[]): Buffer {
  const withLength = (o: string) => {
    const data = /\nstream\n([\s\S]*?)\nendstream/.exec(o)?.[1];
    return data === undefined ? o : o.replace('/Length ?', `/Length ${Buffer.byteLength(data)}`);
  };
  const body = objects.map((o, i) => `${i + 1} 0 obj\n${withLength(o)}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.4\n${body}trailer\n<</Root 1 0 R>>\n%%EOF\n`);
}

/** A one-page PDF with a drawn box: a plain receipt the server rebuilds and keeps. */
export const RECEIPT_PDF = buildPdf([
  '<</Type/Catalog/Pages 2 0 R>>',
  '<</Type/Pages/Kids[3 0 R]/Count 1>>',
  '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R/Resources<<>>>>',
  '<</Length ?>>\nstream\n0 0 1 rg 10 10 50 50 re f\nendstream',
]);

/** A 1 × 1 PNG that decodes cleanly: the smallest receipt the server accepts and re-encodes. */
export const RECEIPT_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763606060600000000500015ef32a3a0000000049454e44ae426082',
  'hex',
);

/** A valid card checkout request with the spec's field names. */
export function cardRequest(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    planType: 'event',
    amount: 33,
    currency: 'USD',
    customerEmail: 'owner@rotishop.example',
    customerName: 'Ann Lee',
    businessName: 'Roti Shop Paramaribo',
    phone: '+597 555-0101',
    billingAddress: 'Waterkant 12',
    city: 'Paramaribo',
    postalCode: '',
    lang: 'en',
    ...patch,
  };
}

/** A valid bank-transfer form as the browser stores it. */
export function bankForm(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessName: 'Jungle Trails N.V.',
    contactName: 'Ravi Mohan',
    email: 'ravi@jungletrails.example',
    phone: '+597 555-0202',
    billingAddress: 'Kernkampweg 8',
    city: 'Paramaribo',
    postalCode: '',
    currency: 'SRD',
    paymentMethod: 'banktransfer',
    ...patch,
  };
}

/** The session id from a mock checkout URL. */
export function sessionIdOf(checkoutUrl: string): string {
  return checkoutUrl.split('/').pop() ?? '';
}

/** POST /api/bank-transfer/order as the bank-transfer screen sends it. */
export async function requestBankOrder(
  baseUrl: string,
  body: Record<string, unknown>,
  query = '?lang=en',
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/api/bank-transfer/order${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Makes a bank-transfer order (awaiting payment) and returns its id and number. */
export async function makeBankOrder(
  baseUrl: string,
  planType = 'tour',
  form: Record<string, unknown> = bankForm(),
): Promise<{ orderId: string; orderNumber: string }> {
  const res = await requestBankOrder(baseUrl, { planType, form, idempotencyKey: crypto.randomUUID() });
  if (res.status !== 201) throw new Error(`bank order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown as { orderId: string; orderNumber: string };
}

export interface ReceiptFileToSend {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POST /api/bank-transfer/receipt (multipart) with the given fields and file. */
export async function postReceipt(
  baseUrl: string,
  file: ReceiptFileToSend | null,
  fields: Record<string, string>,
  query = '?lang=en',
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('receipt', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl}/api/bank-transfer/receipt${query}`, { method: 'POST', headers: { Origin: baseUrl, ...headers }, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}
