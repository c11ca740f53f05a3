/**
 * The receipt file route as the Orders tab previews it: shown in place (`inline`) in a script-free sandbox that only
 * the site may frame, or with `?download=1` saved as a file; its real type, never sniffed; an admin session required.
 */
import { describe, expect, it } from 'vitest';
import { bankForm, makeBankOrder, postReceipt, RECEIPT_PDF as PDF, RECEIPT_PNG as PNG } from './helpers';
import { usePaymentsRig } from './payments-file';

const { rig, admin } = usePaymentsRig();

/** A bank transfer with its receipt, as the screen sends them. */
async function orderWithReceipt(businessName: string, file: { bytes: Buffer; name: string; type: string }): Promise<string> {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'restaurant', bankForm({ businessName }));
  const res = await postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() });
  expect(res.status).toBe(201);
  return orderId;
}

const headersOf = (res: Response) => ({
  type: res.headers.get('content-type'),
  disposition: res.headers.get('content-disposition'),
  csp: res.headers.get('content-security-policy'),
  nosniff: res.headers.get('x-content-type-options'),
  frame: res.headers.get('x-frame-options'),
  cache: res.headers.get('cache-control'),
});

describe('the receipt file route', () => {
  it('shows a PDF and an image in place: inline, sandboxed without scripts, framed by the site only, never sniffed', async () => {
    for (const [file, type, ext] of [
      [{ bytes: PDF, name: 'bank.pdf', type: 'application/pdf' }, 'application/pdf', 'pdf'],
      [{ bytes: PNG, name: 'bank.png', type: 'image/png' }, 'image/png', 'png'],
    ] as const) {
      const id = await orderWithReceipt(`Preview ${ext}`, file);
      const res = await admin.fetch(`/api/admin/orders/${id}/receipt`);
      expect(res.status).toBe(200);
      const h = headersOf(res);
      expect(h).toMatchObject({ type, disposition: `inline; filename="receipt-${id}.${ext}"`, nosniff: 'nosniff', frame: 'SAMEORIGIN' });
      const csp = h.csp!.split(';').map((d) => d.trim());
      // `sandbox` with no allow-scripts token: nothing in the file runs; only the dashboard may frame it.
      expect(csp).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]));
      expect(h.csp).not.toContain('allow-scripts');
      expect(h.cache).toContain('no-store');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);

      const download = await admin.fetch(`/api/admin/orders/${id}/receipt?download=1`);
      expect(download.status).toBe(200);
      expect(headersOf(download)).toMatchObject({ type, disposition: `attachment; filename="receipt-${id}.${ext}"`, nosniff: 'nosniff', frame: 'DENY' });
      expect(headersOf(download).csp).toContain('sandbox');
      expect(headersOf(download).csp).toContain("frame-ancestors 'none'");
    }
  });

  it('answers 401 without a session, or with one that is not valid, in both modes', async () => {
    const id = await orderWithReceipt('No Session', { bytes: PNG, name: 'bank.png', type: 'image/png' });
    for (const query of ['', '?download=1']) {
      const bare = await fetch(`${rig.server.baseUrl}/api/admin/orders/${id}/receipt${query}`);
      expect(bare.status).toBe(401);
      expect(await bare.json()).toEqual({ error: 'Authentication required' });
      const forged = await fetch(`${rig.server.baseUrl}/api/admin/orders/${id}/receipt${query}`, { headers: { Cookie: 'guide_session=forged-token' } });
      expect(forged.status).toBe(401);
      expect(forged.headers.get('content-type')).toContain('application/json');
    }
  });

  it('refuses a query it does not read (400 { error })', async () => {
    const id = await orderWithReceipt('Odd Query', { bytes: PNG, name: 'bank.png', type: 'image/png' });
    for (const query of ['?download=0', '?download=yes', '?inline=1']) {
      const res = await admin.fetch(`/api/admin/orders/${id}/receipt${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });
});
