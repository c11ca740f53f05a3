/**
 * Rebuilds the variants of stored images from their masters (DATA_DIR/uploads/{id}/master.jpg or
 * .png), for `npm run images:backfill` after the variant widths or encoders change. Images are
 * processed once, here or at upload, never per request.
 *
 * Per image: the new variants are written (and synced) into a `.tmp-*` folder, then each replaces
 * its old copy with an atomic rename, the media row gets the new widths, variants of widths no
 * longer made are removed, and only then is the image logged as done at the current version in
 * DATA_DIR/image-variants.log. A crash at any point leaves every file whole (old or new, the same
 * picture), and the image is simply done again by the next run; the startup cleanup removes the
 * temporary folder. Images logged at the current version are skipped, so a run can be resumed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { renderVariantsFromMaster, VARIANT_PIPELINE_VERSION } from '~/features/media/store-image.server';
import { FALLBACK_WIDTH, getVariantWidths, VARIANT_WIDTHS } from '~/features/media/variants';
import { getDataDir, getUploadsDir } from '~/platform/paths.server';

/** The version of what the pipeline writes: the encoders' version and the widths. */
export function getVariantVersion(): string {
  return `p${VARIANT_PIPELINE_VERSION}-w${VARIANT_WIDTHS.join('.')}-f${FALLBACK_WIDTH}`;
}

/** Where finished images are logged: one `{id} {version}` line each, appended. */
export function getBackfillLogPath(): string {
  return path.join(getDataDir(), 'image-variants.log');
}

/** The version each image was last rebuilt at, from the log (a torn last line is ignored). */
export function readBackfillLog(file = getBackfillLogPath()): Map<string, string> {
  const done = new Map<string, string>();
  if (!fs.existsSync(file)) return done;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [id, version] = line.trim().split(' ');
    if (id && version) done.set(id, version);
  }
  return done;
}

function appendDurably(file: string, line: string): void {
  const fd = fs.openSync(file, 'a');
  try {
    fs.writeSync(fd, line);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function writeDurably(file: string, data: Buffer): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

type BackfillOutcome = 'rebuilt' | 'skipped' | 'no-master';

/** Rebuilds one image's variants (see the module comment for the order of steps). */
async function rebuildImage(db: Database.Database, id: string): Promise<Exclude<BackfillOutcome, 'skipped'>> {
  const dir = path.join(getUploadsDir(), id);
  const masterName = ['master.jpg', 'master.png'].find((name) => fs.existsSync(path.join(dir, name)));
  if (!masterName) return 'no-master';
  const { width, files } = await renderVariantsFromMaster(fs.readFileSync(path.join(dir, masterName)));
  const tmp = path.join(getUploadsDir(), `.tmp-${id}-backfill-${randomUUID().slice(0, 8)}`);
  fs.mkdirSync(tmp);
  try {
    for (const [name, data] of files) writeDurably(path.join(tmp, name), data);
    for (const name of files.keys()) fs.renameSync(path.join(tmp, name), path.join(dir, name));
    syncDir(dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const keep = new Set([...files.keys(), masterName]);
  const bytes = [...keep].reduce((n, name) => n + fs.statSync(path.join(dir, name)).size, 0);
  db.prepare('UPDATE media SET widths = ?, bytes = ? WHERE id = ?').run(JSON.stringify(getVariantWidths(width)), bytes, id);
  // Only now, with the row pointing at the new widths, can files of widths no longer made go.
  for (const name of fs.readdirSync(dir)) if (!keep.has(name)) fs.rmSync(path.join(dir, name), { force: true });
  syncDir(dir);
  appendDurably(getBackfillLogPath(), `${id} ${getVariantVersion()}\n`);
  return 'rebuilt';
}

export interface BackfillOptions {
  /** Rebuild images already at the current version too. */
  force?: boolean;
  /** Stop after this many rebuilds (tests; a run interrupted on purpose). */
  limit?: number;
  /** Called after each image with how far the run is. */
  onProgress?: (done: number, total: number, id: string, outcome: BackfillOutcome) => void;
}

export interface BackfillSummary {
  total: number;
  rebuilt: number;
  skipped: number;
  noMaster: string[];
}

/** Rebuilds every stored image not yet at the current version (all of them with `force`). */
export async function backfillImages(db: Database.Database, options: BackfillOptions = {}): Promise<BackfillSummary> {
  const ids = (db.prepare('SELECT id FROM media ORDER BY id').all() as { id: string }[]).map((r) => r.id);
  const done = options.force ? new Map<string, string>() : readBackfillLog();
  const version = getVariantVersion();
  const summary: BackfillSummary = { total: ids.length, rebuilt: 0, skipped: 0, noMaster: [] };
  for (const [i, id] of ids.entries()) {
    let outcome: BackfillOutcome = 'skipped';
    if (done.get(id) !== version && summary.rebuilt < (options.limit ?? Number.POSITIVE_INFINITY)) outcome = await rebuildImage(db, id);
    if (outcome === 'rebuilt') summary.rebuilt += 1;
    else if (outcome === 'skipped') summary.skipped += 1;
    else summary.noMaster.push(id);
    options.onProgress?.(i + 1, ids.length, id, outcome);
  }
  return summary;
}
