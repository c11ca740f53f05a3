/**
 * The admin listings API through the built server (issue 17): every endpoint refuses without a
 * session and refuses bad input with `{ error }` 4xx; two approvals racing (two tabs) approve once;
 * an approved restaurant shows in the public API with its partner mark.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { emailOutbox, listingEvents, listings, restaurants } from '~/db/schema';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { makeListing, sampleRestaurantDraft } from '../helpers/sample-listings';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let admin: AdminSession;
let db: Db;
beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir);
  admin = await signInAsAdmin(server.baseUrl);
  db = openDatabase(path.join(dataDir, 'guide.db'));
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

const post = (id: string, action: string, body: unknown = {}) =>
  admin.fetch(`/api/admin/listings/${id}/${action}`, { method: 'POST', body: JSON.stringify(body) });
const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const submitted = (name: string) => makeListing(db, name, { draft: sampleRestaurantDraft(`Http ${name}`), submittedAt: new Date(Date.now() - 60_000) });

describe('admin listings API', () => {
  it('refuses every endpoint without a valid session (401)', async () => {
    const id = submitted('anon');
    const anon = (p: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${p}`, { ...init, headers: { Origin: server.baseUrl, 'Content-Type': 'application/json', Cookie: 'guide_session=bogus' } });
    expect((await anon('/api/admin/listings')).status).toBe(401);
    expect((await anon('/api/admin/listings/entries?kind=restaurant')).status).toBe(401);
    for (const action of ['approve', 'request-changes', 'extend', 'end', 'revoke-links', 'resend-link', 'link-entry']) {
      const res = await anon(`/api/admin/listings/${id}/${action}`, {
        method: 'POST',
        body: JSON.stringify({ reason: 'A reason', days: 3, entryId: 1 }),
      });
      expect(res.status, action).toBe(401);
      expect(await res.json()).toEqual({ error: 'Authentication required' });
    }
    expect(db.select().from(listings).where(eq(listings.id, id)).get()?.status).toBe('pending_review');
    expect(db.select().from(listingEvents).where(eq(listingEvents.listingId, id)).all()).toHaveLength(0);
  });

  it('answers bad input with { error } 4xx and changes nothing', async () => {
    const id = submitted('bad');
    const cases: [string, string, unknown, number][] = [
      ['not-a-uuid', 'approve', {}, 400],
      [id, 'explode', {}, 404],
      [crypto.randomUUID(), 'approve', {}, 404],
      [id, 'approve', { submittedAt: 'yesterday' }, 400],
      [id, 'request-changes', {}, 400],
      [id, 'request-changes', { reason: 'x' }, 400],
      [id, 'extend', { reason: 'Because', days: 3, until: '2027-01-01' }, 400],
      [id, 'extend', { reason: 'Because', until: '2027-02-30' }, 400],
      [id, 'extend', { reason: 'Because', days: 3 }, 409],
      [id, 'end', { reason: '' }, 400],
      [id, 'link-entry', { entryId: 'one' }, 400],
      [id, 'link-entry', { entryId: 999_999 }, 409],
      [id, 'approve', [], 400],
    ];
    for (const [target, action, body, status] of cases) {
      const res = await answer(await post(target, action, body));
      expect([action, body, res.status]).toEqual([action, body, status]);
      expect(typeof res.body.error).toBe('string');
    }
    const notJson = await admin.fetch(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      body: 'submittedAt=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    const broken = await admin.fetch(`/api/admin/listings/${id}/approve`, { method: 'POST', body: '{"submittedAt":' });
    expect(broken.status).toBe(400);
    const crossSite = await admin.fetch(`/api/admin/listings/${id}/approve`, {
      method: 'POST',
      body: '{}',
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await answer(await admin.fetch('/api/admin/listings/entries?kind=shop'))).status).toBe(400);
    expect(db.select().from(listings).where(eq(listings.id, id)).get()).toMatchObject({ status: 'pending_review', entryId: null });
  });

  it('lists the queue first and counts it on the dashboard', async () => {
    const id = submitted('queue');
    const list = (await (await admin.fetch('/api/admin/listings')).json()) as { id: string; inQueue: boolean; draft: unknown }[];
    const queued = list.filter((l) => l.inQueue);
    expect(list.slice(0, queued.length).every((l) => l.inQueue)).toBe(true);
    expect(queued.find((l) => l.id === id)?.draft).toMatchObject({ translations: { en: { name: 'Http queue' } } });
    const stats = (await (await admin.fetch('/api/admin/stats')).json()) as Record<string, number>;
    expect(stats.listingsAwaitingReview).toBe(queued.length);
    expect(stats.listingsEndingSoon).toBe(0);
  });

  it('approves once when two tabs approve at the same moment; the restaurant is public as a partner', async () => {
    const id = submitted('race');
    const results = await Promise.all([post(id, 'approve', {}), post(id, 'approve', {})].map(async (r) => answer(await r)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)!.body as { entryId: number; endsAt: string };
    expect(db.select().from(restaurants).where(eq(restaurants.id, ok.entryId)).all()).toHaveLength(1);
    expect(
      db
        .select()
        .from(listingEvents)
        .where(eq(listingEvents.listingId, id))
        .all()
        .map((e) => [e.action, e.actor]),
    ).toEqual([['approved', 'admin@example.com']]);
    const pub = (await (await fetch(`${server.baseUrl}/api/restaurants/${ok.entryId}`)).json()) as { name: string; partner?: boolean };
    expect(pub.name).toBe('Http race');
    // Ending it now takes the partner mark away; a second end is refused.
    expect((await answer(await post(id, 'end', { reason: 'Closed for good' }))).status).toBe(200);
    expect(db.select().from(restaurants).where(eq(restaurants.id, ok.entryId)).get()?.partnerUntil).toBeNull();
    expect((await answer(await post(id, 'end', { reason: 'Closed for good' }))).status).toBe(409);
  });

  it('asks for changes, links an entry, approves it as it is, extends, revokes and resends links, each recorded', async () => {
    const id = submitted('flow');
    expect(await answer(await post(id, 'request-changes', { reason: 'Please add opening hours' }))).toEqual({
      status: 200,
      body: { status: 'changes_requested' },
    });
    expect((await answer(await post(id, 'request-changes', { reason: 'Again please' }))).status).toBe(409);
    const entries = (await (await admin.fetch('/api/admin/listings/entries?kind=restaurant')).json()) as { id: number; name: string }[];
    const target = entries.find((e) => !e.name.startsWith('Http'))!;
    // With its draft sent back, the listing has nothing to approve until it is linked or sent again.
    db.update(listings).set({ draft: null }).where(eq(listings.id, id)).run();
    expect(await answer(await post(id, 'link-entry', { entryId: target.id }))).toEqual({ status: 200, body: { entryId: target.id } });
    const approved = await answer(await post(id, 'approve', {}));
    expect(approved.body).toMatchObject({ entryId: target.id, created: false });
    const extended = await answer(await post(id, 'extend', { days: 7, reason: 'Goodwill for a late review' }));
    expect(new Date(extended.body.endsAt as string).getTime() - new Date(approved.body.endsAt as string).getTime()).toBe(7 * 86_400_000);
    expect(await answer(await post(id, 'revoke-links', {}))).toEqual({ status: 200, body: { revoked: 2 } });
    expect(await answer(await post(id, 'resend-link', {}))).toEqual({ status: 200, body: { emailed: true } });
    const actions = db.select().from(listingEvents).where(eq(listingEvents.listingId, id)).all();
    expect(actions.map((e) => e.action)).toEqual(['changes_requested', 'entry_linked', 'approved', 'extended', 'link_revoked', 'link_resent']);
    expect(actions.every((e) => e.actor === 'admin@example.com')).toBe(true);
    const kinds = db
      .select({ kind: emailOutbox.kind, recipients: emailOutbox.recipients })
      .from(emailOutbox)
      .all()
      .filter((m) => m.recipients.includes('flow@owner.example'));
    expect(kinds.map((m) => m.kind).sort()).toEqual(['buyer.listing_changes_requested', 'buyer.listing_editor_link', 'buyer.listing_live']);
  });
});
