/**
 * A small local stand-in for the Stripe API, for tests: it answers the Checkout Session calls the
 * app makes (create, retrieve) with Stripe's documented object shapes, and serves a "hosted
 * checkout page" that marks the session paid and redirects to its success_url, as Stripe does.
 * Optionally it then delivers a signed checkout.session.completed webhook, as Stripe would.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** A Checkout Session as the mock stores it: Stripe's fields, a few of them typed for the tests. */
interface MockSession {
  id: string;
  payment_status: string;
  status: string;
  amount_total: number | null;
  customer_email: string | null;
  success_url: string | null;
  payment_intent: string | null;
  [field: string]: unknown;
}

type FormNode = { [key: string]: FormNode | string } | (FormNode | string)[];

export interface StripeMock {
  url: string;
  sessions: Map<string, MockSession>;
  requests: RecordedRequest[];
  /** Milliseconds to wait before answering API calls (to provoke client timeouts). */
  delayMs: number;
  /** When set, API calls answer this HTTP status with a Stripe error body. */
  failStatus: number | null;
  /** When set, paying on the hosted page also POSTs a signed webhook here. */
  webhook: { url: string; secret: string } | null;
  /** Marks a session paid, as completing the hosted page would. */
  markPaid: (id: string) => MockSession;
  /** A signed webhook request body and header for an event about a session. */
  signEvent: (type: string, session: object, secret: string, timestamp?: number) => { payload: string; header: string };
  close: () => Promise<void>;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: FormNode = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root as Record<string, FormNode | string>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}) as Record<string, FormNode | string>;
    });
  }
  return root as Record<string, unknown>;
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function stripeError(res: http.ServerResponse, status: number, message: string, code?: string, param?: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') });
  res.end(
    JSON.stringify({
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code}` } : {}),
        ...(param ? { param } : {}),
      },
    }),
  );
}

interface SessionParams {
  line_items?: { quantity?: string; price_data?: { unit_amount?: string; currency?: string } }[];
  [param: string]: unknown;
}

function buildSession(mockUrl: string, params: SessionParams): MockSession {
  const id = randomId('cs_test_');
  const items = params.line_items ?? [];
  const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: null,
    created: now,
    currency: items[0]?.price_data?.currency ?? null,
    custom_fields: [],
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: (params.customer_email as string | undefined) ?? null,
    expires_at: now + 24 * 3600,
    invoice: null,
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode: params.mode ?? 'payment',
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: (params.success_url as string | undefined) ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${mockUrl}/c/pay/${id}`,
  };
}

/** Starts the mock on a free loopback port. */
export async function startStripeMock(): Promise<StripeMock> {
  const sessions = new Map<string, MockSession>();
  const idempotent = new Map<string, MockSession>();
  const requests: RecordedRequest[] = [];
  const mock = { sessions, requests, delayMs: 0, failStatus: null, webhook: null } as unknown as StripeMock;

  const markPaid = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    Object.assign(s, {
      payment_status: 'paid',
      status: 'complete',
      payment_intent: s.payment_intent ?? randomId('pi_'),
      customer_details: { email: s.customer_email, name: null },
    });
    return s;
  };

  const signEvent: StripeMock['signEvent'] = (type, session, secret, timestamp = Math.floor(Date.now() / 1000)) => {
    const payload = JSON.stringify({
      id: randomId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: timestamp,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: session },
    });
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  };

  const handleApi = (req: http.IncomingMessage, res: http.ServerResponse, body: SessionParams) => {
    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided');
    if (mock.failStatus) return stripeError(res, mock.failStatus, 'An error occurred with our connection to Stripe.');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const session = (typeof key === 'string' && idempotent.get(key)) || buildSession(mock.url, body);
      sessions.set(session.id, session);
      if (typeof key === 'string') idempotent.set(key, session);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(session));
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]));
      if (!session) return stripeError(res, 404, `No such checkout.session: '${match[1]}'`, 'resource_missing', 'session');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(session));
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  };

  const handlePay = async (id: string, res: http.ServerResponse) => {
    if (!sessions.has(id)) return stripeError(res, 404, 'No such checkout page');
    const session = markPaid(id);
    if (mock.webhook) {
      const { payload, header } = signEvent('checkout.session.completed', session, mock.webhook.secret);
      await fetch(mock.webhook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload }).catch(
        () => undefined,
      );
    }
    res.writeHead(303, { Location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = parseStripeForm(raw) as SessionParams;
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const pay = /^\/c\/pay\/([^/]+)$/.exec(path);
      if (pay) return void handlePay(pay[1], res);
      requests.push({ method: req.method ?? '', path, body, headers: req.headers });
      setTimeout(() => handleApi(req, res, body), mock.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mock.markPaid = markPaid;
  mock.signEvent = signEvent;
  mock.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return mock;
}
