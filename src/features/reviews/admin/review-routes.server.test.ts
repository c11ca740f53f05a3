/** The admin review routes purge the place's cached pages after a write that happened, and only then (issue 20). */
import type { APIContext } from 'astro';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { registerPageCache } from '~/platform/cache/registry';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { reviewActionRoute } from './review-routes.server';

const temp = useTempDatabase('review-routes');
let purged: string[][] = [];
beforeEach(() => {
  purged = [];
  registerPageCache({ invalidateTags: (tags) => (purged.push([...tags]), 0), invalidatePath: () => 0 });
});
afterEach(() => registerPageCache(null));

function context(id: string, body?: unknown): APIContext {
  const request = new Request('http://localhost/api/admin/reviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return {
    params: { id },
    request,
    locals: { db: temp.db, now: new Date('2026-11-20T12:00:00Z'), admin: { id: 'admin-7', username: 'admin', email: 'admin@example.com' } },
  } as unknown as APIContext;
}

it('approving a tour review purges the tours pages; a refused write purges nothing', async () => {
  const tourId = Number(temp.db.$client.prepare(`insert into tours (image_url) values ('/t.jpg')`).run().lastInsertRowid);
  const id = Number(
    temp.db.$client
      .prepare(
        `insert into reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
         values ('tour', ?, 'confirmed', 5, 'Mia', 'Duitsland', 'Prachtige tocht over de rivier met een goede gids.', '2026-08', 'nl', 'mia@example.com', 1)`,
      )
      .run(tourId).lastInsertRowid,
  );
  const first = await reviewActionRoute(context(String(id)), 'approve');
  expect(first.status).toBe(200);
  expect(((await first.json()) as { status: string }).status).toBe('approved');
  expect(purged).toEqual([['tours', 'reviews']]);
  const row = temp.db.$client.prepare('select decided_by from reviews where id = ?').get(id) as { decided_by: string };
  expect(row.decided_by).toBe('admin-7');

  expect((await reviewActionRoute(context(String(id)), 'approve')).status).toBe(409);
  expect((await reviewActionRoute(context('12345'), 'approve')).status).toBe(404);
  expect((await reviewActionRoute(context(String(id), { text: 'x'.repeat(2001), from: 'guide' }), 'reply')).status).toBe(400);
  expect(purged).toHaveLength(1);
  expect((await reviewActionRoute(context(String(id), { text: 'Dank!', from: 'guide' }), 'reply')).status).toBe(200);
  expect(purged).toHaveLength(2);
});
