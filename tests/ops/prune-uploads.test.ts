/** `npm run uploads:prune`: stored images nothing refers to are found, and removed only on request, never a used or recent one. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { findUnusedImages, pruneUnusedImages, PRUNE_GRACE_MS } from '../../tools/maintenance/prune-uploads.server';
import { copyFixture } from '../helpers/fixture';

let dir: string;
let db: Database.Database;
const previousDataDir = process.env.DATA_DIR;
// The demo pictures were stored when the fixture was made, today: judge them from two days on.
const LATER = Date.now() + 2 * PRUNE_GRACE_MS;

beforeEach(() => {
  dir = copyFixture(inject('fixtureDir'));
  process.env.DATA_DIR = dir;
  db = new Database(path.join(dir, 'guide.db'));
});
afterEach(() => {
  db.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
});

const folder = (id: string) => path.join(dir, 'uploads', id);
const mediaIds = () => (db.prepare('SELECT id FROM media').all() as { id: string }[]).map((r) => r.id);

function addImage(id: string, createdAt: number): void {
  db.prepare('INSERT INTO media (id, width, height, widths, bytes, created_at) VALUES (?, 800, 600, ?, 2048, ?)').run(id, '[400,800]', createdAt);
  fs.mkdirSync(folder(id), { recursive: true });
  fs.writeFileSync(path.join(folder(id), '400.avif'), 'x');
}

describe('unused uploads', () => {
  it('finds none in the demo content: every picture is referenced from somewhere', () => {
    expect(mediaIds().length).toBeGreaterThan(80);
    expect(findUnusedImages(db, LATER)).toEqual([]);
  });

  it('lists replaced and orphaned images on a dry run and removes them with --delete, keeping used and recent ones', () => {
    const restaurant = db.prepare('SELECT id, image_urls AS urls FROM restaurants WHERE json_array_length(image_urls) > 1 ORDER BY id LIMIT 1').get() as {
      id: number;
      urls: string;
    };
    const urls = JSON.parse(restaurant.urls) as string[];
    const dropped = urls.at(-1)!.split('/').pop()!;
    // Replacing a gallery photo in the admin leaves the old one behind.
    db.prepare('UPDATE restaurants SET image_urls = ? WHERE id = ?').run(JSON.stringify(urls.slice(0, -1)), restaurant.id);
    addImage('0ld0rphan-0000-4000-8000-000000000001', LATER - 3 * PRUNE_GRACE_MS);
    addImage('fresh00up-0000-4000-8000-000000000002', LATER - 3_600_000);
    const before = mediaIds().length;

    const dry = pruneUnusedImages(db, { dryRun: true, now: LATER });
    expect(dry.unused.map((i) => i.id).sort()).toEqual(['0ld0rphan-0000-4000-8000-000000000001', dropped].sort());
    expect(dry.removed).toBe(0);
    expect(mediaIds()).toHaveLength(before);
    expect(fs.existsSync(folder(dropped))).toBe(true);

    const done = pruneUnusedImages(db, { dryRun: false, now: LATER });
    expect(done.removed).toBe(2);
    expect(mediaIds()).toHaveLength(before - 2);
    expect(fs.existsSync(folder(dropped))).toBe(false);
    expect(fs.existsSync(folder('0ld0rphan-0000-4000-8000-000000000001'))).toBe(false);
    // The upload of a dialog not saved yet, and everything in use, are still there.
    expect(fs.existsSync(folder('fresh00up-0000-4000-8000-000000000002'))).toBe(true);
    for (const id of mediaIds()) expect(fs.existsSync(folder(id)), id).toBe(true);
    expect(findUnusedImages(db, LATER)).toEqual([]);
  });
});
