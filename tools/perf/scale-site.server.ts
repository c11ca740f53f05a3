/** A scratch data folder with a catalogue of a given size, for `npm run bench:scale`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fillScaleDatabase, type ScaleCounts } from './scale-data.server';

export interface ScaleSite {
  dataDir: string;
  counts: ScaleCounts;
  remove: () => void;
}

/** One photo-like image, stored once through the real image pipeline; every row points at it. */
async function makeSampleImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d6b4f"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1100" cy="300" r="200" fill="#fff3c4" opacity="0.7"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Creates a migrated data folder holding `restaurants` restaurants and proportionate tours, events and news. */
export async function prepareScaleSite(restaurants: number): Promise<ScaleSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${restaurants}-`));
  const previous = { dataDir: process.env.DATA_DIR, dbPath: process.env.DATABASE_PATH };
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_PATH;
  try {
    const { openDatabase } = await import('~/db/client');
    const { migrateDatabase } = await import('~/db/migrate');
    const { storeImage } = await import('~/features/media/store-image.server');
    const db = openDatabase(path.join(dataDir, 'guide.db'));
    migrateDatabase(db);
    const image = await storeImage(db, await makeSampleImage());
    const counts = fillScaleDatabase(db.$client, restaurants, `/objects/uploads/${image.id}`);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    db.$client.close();
    return { dataDir, counts, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  } finally {
    if (previous.dataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous.dataDir;
    if (previous.dbPath !== undefined) process.env.DATABASE_PATH = previous.dbPath;
  }
}
