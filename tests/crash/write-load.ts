/**
 * A mixed write load through the real API: admin creates and edits (restaurants, news), image
 * uploads through the two-step upload, and bank-transfer orders with a receipt. Every write the
 * server answered with success goes into a ledger that the crash checks compare with the database.
 */
import { bankForm } from '../payments/helpers';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { makeAdminFetch, signInAsAdmin } from '../helpers/admin-session';

type WriteKind = 'restaurant' | 'restaurant-edit' | 'news' | 'upload' | 'order';

/** What the load has seen: acknowledged writes and, per edited restaurant, every name it tried in order. */
export interface Ledger {
  restaurants: Map<number, string>;
  news: Map<number, string>;
  uploads: Set<string>;
  orders: Map<string, { businessName: string }>;
  /** id -> names sent by edits, in order, with whether each was acknowledged. */
  edits: Map<number, { name: string; acked: boolean }[]>;
  counts: Record<WriteKind, number>;
  failures: string[];
}

/** An empty ledger. */
export function createLedger(): Ledger {
  return {
    restaurants: new Map(),
    news: new Map(),
    uploads: new Set(),
    orders: new Map(),
    edits: new Map(),
    counts: { restaurant: 0, 'restaurant-edit': 0, news: 0, upload: 0, order: 0 },
    failures: [],
  };
}

let imageBytes: Buffer | null = null;
/** A small photo-like JPEG (noise), made once. */
export async function getTestImage(): Promise<Buffer> {
  imageBytes ??= await sharp({ create: { width: 480, height: 320, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return imageBytes;
}

/** A tiny one-page PDF: the server rebuilds it from its page (receipts are cleaned before they are stored). */
export const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Resources<<>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const restaurantBody = (name: string) => ({
  priceRange: '$$',
  imageUrl: 'https://images.example/crash.jpg',
  openingHours: { monday: '09:00-17:00' },
  translations: { en: { name, description: 'Crash test restaurant', cuisine: 'Surinamese', location: 'Paramaribo' }, nl: { name } },
});
const newsBody = (title: string) => ({
  imageUrl: 'https://images.example/crash-news.jpg',
  translations: { en: { title, content: 'Crash test article', category: 'Travel', excerpt: 'Crash test' } },
});

/** The admin and public clients of one running server. */
export interface LoadClient {
  baseUrl: string;
  admin: (path: string, init?: RequestInit) => Promise<Response>;
}

/** Signs in on a (re)started server. */
export async function connectLoad(baseUrl: string): Promise<LoadClient> {
  const session = await signInAsAdmin(baseUrl);
  return { baseUrl, admin: makeAdminFetch(baseUrl, session.cookie) };
}

async function createRestaurant(c: LoadClient, ledger: Ledger): Promise<void> {
  const name = `crash-r-${randomUUID()}`;
  const res = await c.admin('/api/admin/restaurants', { method: 'POST', body: JSON.stringify(restaurantBody(name)) });
  if (res.status !== 201) throw new Error(`create restaurant: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  ledger.restaurants.set(id, name);
}

async function editRestaurant(c: LoadClient, ledger: Ledger): Promise<void> {
  const ids = [...ledger.restaurants.keys()];
  if (ids.length === 0) return createRestaurant(c, ledger);
  const id = ids[Math.floor(Math.random() * ids.length)]!;
  const attempt = { name: `crash-e-${randomUUID()}`, acked: false };
  const history = ledger.edits.get(id) ?? [];
  history.push(attempt);
  ledger.edits.set(id, history);
  const res = await c.admin(`/api/admin/restaurants/${id}`, { method: 'PUT', body: JSON.stringify(restaurantBody(attempt.name)) });
  if (res.status !== 200) throw new Error(`edit restaurant ${id}: ${res.status} ${await res.text()}`);
  attempt.acked = true;
}

async function createNews(c: LoadClient, ledger: Ledger): Promise<void> {
  const title = `crash-n-${randomUUID()}`;
  const res = await c.admin('/api/admin/news', { method: 'POST', body: JSON.stringify(newsBody(title)) });
  if (res.status !== 201) throw new Error(`create news: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  ledger.news.set(id, title);
}

async function uploadImage(c: LoadClient, ledger: Ledger): Promise<void> {
  const issued = await c.admin('/api/admin/upload', { method: 'POST' });
  if (issued.status !== 200) throw new Error(`upload address: ${issued.status} ${await issued.text()}`);
  const { uploadURL } = (await issued.json()) as { uploadURL: string };
  const res = await c.admin(uploadURL, { method: 'PUT', body: new Uint8Array(await getTestImage()), headers: { 'Content-Type': 'image/jpeg' } });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { objectPath } = (await res.json()) as { objectPath: string };
  ledger.uploads.add(objectPath.split('/').pop()!);
}

/** A one-step bank-transfer order: the checkout form and a PDF receipt, posted to `path` (the receipt API, or the bank-transfer page as a form without JavaScript). */
export function postReceiptOrder(
  baseUrl: string,
  form: Record<string, unknown>,
  headers: Record<string, string> = {},
  path = '/api/bank-transfer/receipt',
): Promise<Response> {
  const body = new FormData();
  body.set('planType', 'restaurant');
  body.set('form', JSON.stringify(form));
  body.set('receipt', new File([new Uint8Array(RECEIPT_PDF)], 'receipt.pdf', { type: 'application/pdf' }));
  return fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: { Origin: baseUrl, ...headers }, redirect: 'manual' });
}

/** Sends one bank-transfer order with a receipt; public, so only Origin is needed. */
export async function sendReceiptOrder(baseUrl: string, businessName: string, headers: Record<string, string> = {}): Promise<Response> {
  return postReceiptOrder(baseUrl, bankForm({ businessName, contactName: 'Crash Tester', email: 'crash@example.com' }), headers);
}

async function createOrder(c: LoadClient, ledger: Ledger): Promise<void> {
  const businessName = `crash-o-${randomUUID()}`;
  const res = await sendReceiptOrder(c.baseUrl, businessName);
  if (res.status !== 201) throw new Error(`receipt order: ${res.status} ${await res.text()}`);
  const { orderId } = (await res.json()) as { orderId: string };
  ledger.orders.set(orderId, { businessName });
}

const WRITERS: [WriteKind, (c: LoadClient, l: Ledger) => Promise<void>, number][] = [
  ['restaurant', createRestaurant, 3],
  ['restaurant-edit', editRestaurant, 3],
  ['news', createNews, 2],
  ['upload', uploadImage, 2],
  ['order', createOrder, 2],
];
const TOTAL_WEIGHT = WRITERS.reduce((sum, [, , w]) => sum + w, 0);

/** Picks a write by weight and performs it; a refused write (not a dropped connection) is recorded as a failure. */
async function performRandomWrite(c: LoadClient, ledger: Ledger): Promise<void> {
  let pick = Math.random() * TOTAL_WEIGHT;
  const [kind, write] = WRITERS.find(([, , w]) => (pick -= w) < 0) ?? WRITERS[0]!;
  try {
    await write(c, ledger);
    ledger.counts[kind] += 1;
  } catch (error) {
    // A connection cut by the kill is expected; a 4xx/5xx answer is a real failure.
    const message = error instanceof Error ? error.message : String(error);
    if (!/fetch failed|ECONNRESET|ECONNREFUSED|socket|terminated|other side closed/i.test(`${message} ${String((error as Error).cause ?? '')}`)) {
      ledger.failures.push(message);
    }
  }
}

/** Runs `workers` loops of random writes until `stop()` is called. */
export function runWriteLoad(c: LoadClient, ledger: Ledger, workers: number): { stop: () => Promise<void> } {
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) await performRandomWrite(c, ledger);
  });
  return {
    stop: async () => {
      running = false;
      await Promise.allSettled(loops);
    },
  };
}
