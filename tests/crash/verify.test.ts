/** The crash checks themselves must catch what they look for: a check that cannot fail proves nothing. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeEmptyDataDir } from '../ops/data-dir';
import { verifyAfterCrash } from './verify';
import { createLedger } from './write-load';

async function writeImage(dataDir: string, id: string): Promise<void> {
  const dir = path.join(dataDir, 'uploads', id);
  fs.mkdirSync(dir, { recursive: true });
  const img = sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } });
  fs.writeFileSync(path.join(dir, 'w300.avif'), await img.clone().avif().toBuffer());
  fs.writeFileSync(path.join(dir, 'w300.webp'), await img.clone().webp().toBuffer());
  fs.writeFileSync(path.join(dir, 'w300.jpg'), await img.clone().jpeg().toBuffer());
  fs.writeFileSync(path.join(dir, 'master.jpg'), await img.clone().jpeg().toBuffer());
}

function addMedia(dataDir: string, id: string): void {
  const db = new Database(path.join(dataDir, 'guide.db'));
  db.prepare('INSERT INTO media (id, width, height, widths, bytes) VALUES (?, 300, 200, ?, 1)').run(id, '[300]');
  db.close();
}

describe('verifyAfterCrash', () => {
  it('passes a whole image with its row', async () => {
    const dir = makeEmptyDataDir();
    await writeImage(dir, 'whole-image-1');
    addMedia(dir, 'whole-image-1');
    expect((await verifyAfterCrash(dir, createLedger(), new Set())).problems).toEqual([]);
  });

  it('catches a truncated variant, a missing variant and an orphan folder', async () => {
    const dir = makeEmptyDataDir();
    await writeImage(dir, 'truncated-img');
    addMedia(dir, 'truncated-img');
    const webp = path.join(dir, 'uploads', 'truncated-img', 'w300.webp');
    fs.writeFileSync(webp, fs.readFileSync(webp).subarray(0, 40));
    await writeImage(dir, 'missing-file');
    addMedia(dir, 'missing-file');
    fs.rmSync(path.join(dir, 'uploads', 'missing-file', 'w300.avif'));
    await writeImage(dir, 'orphan-image');
    const { problems } = await verifyAfterCrash(dir, createLedger(), new Set());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('truncated-img/w300.webp does not decode'),
        'missing-file lacks w300.avif',
        'orphan upload entry orphan-image remains after cleanup',
      ]),
    );
  });

  it('catches acknowledged writes that are missing or rolled back', async () => {
    const dir = makeEmptyDataDir();
    const ledger = createLedger();
    ledger.restaurants.set(41, 'never-written');
    ledger.news.set(7, 'lost-article');
    ledger.uploads.add('lost-upload-1');
    ledger.orders.set('order-1', { businessName: 'x' });
    fs.mkdirSync(path.join(dir, 'receipts'));
    fs.writeFileSync(path.join(dir, 'receipts', 'stray.pdf'), 'x');
    const { problems } = await verifyAfterCrash(dir, ledger, new Set());
    expect(problems).toEqual([
      'acknowledged restaurant 41 (never-written) is missing',
      'acknowledged news 7 (lost-article) is missing',
      'acknowledged upload lost-upload-1 has no media row',
      'acknowledged order order-1 is missing or changed',
      'orphan receipt stray.pdf remains after cleanup',
    ]);
  });
});
