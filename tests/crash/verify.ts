/** The checks after each crash and restart: integrity, every acknowledged write present, whole images, no orphans. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { FALLBACK_WIDTH, getVariantWidths } from '~/features/media/variants';
import type { Ledger } from './write-load';

export interface CrashCheck {
  problems: string[];
  /** Image folders checked (decoded) this time, so the next check only looks at new ones. */
  checkedImages: Set<string>;
}

/** The files storeImage writes for an image of this width (variants, fallback, master). */
function getExpectedFiles(width: number, files: string[]): string[] {
  const alpha = files.includes('master.png');
  const expected = getVariantWidths(width).flatMap((w) => [`w${w}.avif`, `w${w}.webp`]);
  expected.push(`w${Math.min(width, FALLBACK_WIDTH)}.${alpha ? 'png' : 'jpg'}`, alpha ? 'master.png' : 'master.jpg');
  return expected;
}

async function checkImageFolder(dir: string, width: number): Promise<string | null> {
  const files = fs.readdirSync(dir);
  const missing = getExpectedFiles(width, files).filter((f) => !files.includes(f));
  if (missing.length > 0) return `${path.basename(dir)} lacks ${missing.join(', ')}`;
  for (const file of files) {
    try {
      // A full decode fails on a truncated file, where reading the header alone would not.
      await sharp(path.join(dir, file), { failOn: 'truncated' }).raw().toBuffer();
    } catch (error) {
      return `${path.basename(dir)}/${file} does not decode: ${(error as Error).message}`;
    }
  }
  return null;
}

function checkAcknowledged(db: Database.Database, ledger: Ledger, problems: string[]): void {
  const nameOf = db.prepare("SELECT name FROM restaurant_translations WHERE restaurant_id = ? AND locale = 'en'");
  for (const [id, name] of ledger.restaurants) {
    const row = nameOf.get(id) as { name: string } | undefined;
    if (!row) {
      problems.push(`acknowledged restaurant ${id} (${name}) is missing`);
      continue;
    }
    // The name is the created one or one sent by a later edit; an acknowledged edit cannot be lost.
    const history = ledger.edits.get(id) ?? [];
    const lastAcked = history.map((h) => h.acked).lastIndexOf(true);
    const allowed = lastAcked >= 0 ? history.slice(lastAcked).map((h) => h.name) : [name, ...history.map((h) => h.name)];
    if (!allowed.includes(row.name)) problems.push(`restaurant ${id} is named ${row.name}, expected one of ${allowed.join(', ')}`);
  }
  const titleOf = db.prepare("SELECT title FROM news_translations WHERE news_id = ? AND locale = 'en'");
  for (const [id, title] of ledger.news) {
    if ((titleOf.get(id) as { title: string } | undefined)?.title !== title) problems.push(`acknowledged news ${id} (${title}) is missing`);
  }
  const mediaOf = db.prepare('SELECT id FROM media WHERE id = ?');
  for (const id of ledger.uploads) if (!mediaOf.get(id)) problems.push(`acknowledged upload ${id} has no media row`);
  const orderOf = db.prepare('SELECT business_name AS b, status FROM listing_orders WHERE id = ?');
  for (const [id, order] of ledger.orders) {
    const row = orderOf.get(id) as { b: string; status: string } | undefined;
    if (row?.b !== order.businessName || row.status !== 'awaiting_verification') problems.push(`acknowledged order ${id} is missing or changed`);
  }
}

async function checkFiles(db: Database.Database, dataDir: string, ledger: Ledger, checked: Set<string>, problems: string[]): Promise<void> {
  const uploads = path.join(dataDir, 'uploads');
  const rows = db.prepare('SELECT id, width FROM media').all() as { id: string; width: number }[];
  const widthOf = new Map(rows.map((r) => [r.id, r.width]));
  for (const name of fs.existsSync(uploads) ? fs.readdirSync(uploads) : []) {
    if (!widthOf.has(name)) problems.push(`orphan upload entry ${name} remains after cleanup`);
  }
  for (const [id, width] of widthOf) {
    if (checked.has(id)) continue;
    const dir = path.join(uploads, id);
    if (!fs.existsSync(dir)) {
      problems.push(`media row ${id} has no folder`);
      continue;
    }
    const problem = await checkImageFolder(dir, width);
    if (problem) problems.push(problem);
    else checked.add(id);
  }
  const receipts = path.join(dataDir, 'receipts');
  const referenced = new Set(
    (db.prepare('SELECT receipt_path AS p FROM listing_orders WHERE receipt_path IS NOT NULL').all() as { p: string }[]).map((r) => r.p),
  );
  for (const name of fs.existsSync(receipts) ? fs.readdirSync(receipts) : []) {
    if (!referenced.has(name)) problems.push(`orphan receipt ${name} remains after cleanup`);
  }
  for (const p of referenced) {
    if (!fs.existsSync(path.join(receipts, p))) problems.push(`order receipt ${p} is missing`);
  }
  // The stored receipt is the server's cleaned PDF, not the bytes sent: whole means it reaches its end marker.
  for (const id of ledger.orders.keys()) {
    const row = db.prepare('SELECT receipt_path AS p FROM listing_orders WHERE id = ?').get(id) as { p: string } | undefined;
    const file = row ? path.join(receipts, row.p) : null;
    if (file && !(fs.existsSync(file) && fs.readFileSync(file, 'latin1').trimEnd().endsWith('%%EOF'))) problems.push(`receipt of order ${id} is not whole`);
  }
}

/** Runs every check on a data folder whose server has restarted (so cleanup has run). */
export async function verifyAfterCrash(dataDir: string, ledger: Ledger, checkedImages: Set<string>): Promise<CrashCheck> {
  const problems: string[] = [];
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length > 0) problems.push(`foreign_key_check: ${fk.length} violations`);
    checkAcknowledged(db, ledger, problems);
    await checkFiles(db, dataDir, ledger, checkedImages, problems);
  } finally {
    db.close();
  }
  return { problems, checkedImages };
}
