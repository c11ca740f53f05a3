/**
 * `npm run images:backfill` rebuilds variants from masters: resumable (an interrupted run goes on
 * where it stopped, a finished one skips everything), widths no longer made are removed, every
 * file stays a whole image, and the media row follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { storeImage } from '~/features/media/store-image.server';
import { backfillImages, getBackfillLogPath, getVariantVersion, readBackfillLog } from '../../tools/perf/image-backfill.server';
import { makeTempDir } from '../helpers/fixture';

let db: Db;
let dataDir: string;
const ids: string[] = [];

beforeAll(async () => {
  dataDir = makeTempDir();
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_PATH;
  db = openDatabase(path.join(dataDir, 'guide.db'));
  migrateDatabase(db);
  for (const [w, h, color] of [
    [900, 600, '#1d6b4f'],
    [500, 500, '#f2c14e'],
    [1300, 800, '#c0392b'],
  ] as const) {
    const jpg = await sharp({ create: { width: w, height: h, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    ids.push((await storeImage(db, jpg)).id);
  }
});
afterAll(() => db.$client.close());

const folder = (id: string) => path.join(dataDir, 'uploads', id);

describe('images backfill', () => {
  it('resumes where an interrupted run stopped and then skips finished images', async () => {
    const first = await backfillImages(db.$client, { limit: 1 });
    expect(first).toMatchObject({ total: 3, rebuilt: 1 });
    const second = await backfillImages(db.$client);
    expect(second).toMatchObject({ total: 3, rebuilt: 2, skipped: 1 });
    const third = await backfillImages(db.$client);
    expect(third).toMatchObject({ total: 3, rebuilt: 0, skipped: 3 });
    expect([...readBackfillLog().entries()].sort()).toEqual(ids.map((id) => [id, getVariantVersion()]).sort());
  });

  it('replaces stale variants, keeps the master and leaves every file a whole image', async () => {
    const id = ids[0] as string;
    const masterBefore = fs.readFileSync(path.join(folder(id), 'master.jpg'));
    fs.writeFileSync(path.join(folder(id), 'w1600.avif'), 'left over from an older width list');
    fs.rmSync(path.join(folder(id), 'w400.webp'));
    db.$client.prepare('UPDATE media SET widths = ? WHERE id = ?').run('[400, 800, 1600]', id);
    const summary = await backfillImages(db.$client, { force: true });
    expect(summary.rebuilt).toBe(3);
    const files = fs.readdirSync(folder(id)).sort();
    expect(files).toEqual(['master.jpg', 'w400.avif', 'w400.webp', 'w800.avif', 'w800.jpg', 'w800.webp', 'w900.avif', 'w900.webp']);
    for (const file of files)
      await expect(
        sharp(path.join(folder(id), file), { failOn: 'truncated' })
          .raw()
          .toBuffer(),
      ).resolves.toBeInstanceOf(Buffer);
    expect(fs.readFileSync(path.join(folder(id), 'master.jpg')).equals(masterBefore)).toBe(true);
    expect(JSON.parse((db.$client.prepare('SELECT widths FROM media WHERE id = ?').get(id) as { widths: string }).widths)).toEqual([400, 800, 900]);
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('leaves an image without a master as it is and says so', async () => {
    const id = ids[1] as string;
    fs.rmSync(path.join(folder(id), 'master.jpg'));
    const before = fs.readdirSync(folder(id)).sort();
    const summary = await backfillImages(db.$client, { force: true });
    expect(summary.noMaster).toEqual([id]);
    expect(fs.readdirSync(folder(id)).sort()).toEqual(before);
    expect(fs.existsSync(getBackfillLogPath())).toBe(true);
  });
});
