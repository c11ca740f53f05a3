/**
 * `npm run backup` under write load while the site serves, then `npm run restore` into a fresh
 * folder: integrity ok, counts match the backup, every write acknowledged before the backup is
 * there, the restored site serves. Restore refuses a running server's folder and a damaged backup.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import type { BackupManifest } from '../../tools/maintenance/backup-files.server';
import { countRows } from '../../tools/maintenance/backup-files.server';
import { verifyAfterCrash } from '../crash/verify';
import { connectLoad, createLedger, runWriteLoad, type Ledger } from '../crash/write-load';
import { copyFixture, makeTempDir } from '../helpers/fixture';
import { startServer } from '../helpers/server';

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** What was acknowledged at one moment; edits keep every name sent since, as a later edit may be in the backup too. */
function snapshot(ledger: Ledger): () => Ledger {
  const ackedEdits = new Map([...ledger.edits].map(([id, h]) => [id, h.map((e) => e.acked)]));
  const frozen = {
    ...ledger,
    restaurants: new Map(ledger.restaurants),
    news: new Map(ledger.news),
    uploads: new Set(ledger.uploads),
    orders: new Map(ledger.orders),
  };
  return () => ({
    ...frozen,
    edits: new Map([...ledger.edits].map(([id, h]) => [id, h.map((e, i) => ({ name: e.name, acked: ackedEdits.get(id)?.[i] ?? false }))])),
  });
}

/** File names and sizes of a folder. */
const listFolder = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .sort()
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).size}`);

const LIMITS = { RATE_LIMIT_RECEIPTS: '100000/60' };

describe('backup and restore', () => {
  it('backs up under write load and restores into a fresh folder with everything acknowledged before it', { timeout: 120_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    const backupDir = makeTempDir('guide-backups-');
    const server = await startServer(dataDir, LIMITS);
    const ledger = createLedger();
    const load = runWriteLoad(await connectLoad(server.baseUrl), ledger, 3);
    let backup: { code: number | null; output: string };
    let before: () => Ledger;
    try {
      await expect.poll(() => ledger.counts.restaurant + ledger.counts.order + ledger.counts.upload, { timeout: 20_000 }).toBeGreaterThan(5);
      before = snapshot(ledger);
      backup = await runScript('scripts/backup.ts', [], { DATA_DIR: dataDir, DATABASE_PATH: '', BACKUP_DIR: backupDir });
      // Writes go on after the backup too; they must not be in it, and nothing may break.
      await expect.poll(() => ledger.counts.restaurant, { timeout: 10_000 }).toBeGreaterThan(before().counts.restaurant);
    } finally {
      await load.stop();
      await server.stop();
    }
    expect(backup.code, backup.output).toBe(0);
    expect(ledger.failures).toEqual([]);
    const [name] = fs.readdirSync(backupDir);
    expect(name).toMatch(/^guide-\d{8}-\d{6}$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, name!, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.missingFiles).toEqual([]);

    const fresh = path.join(makeTempDir('guide-restored-'), 'data');
    const restore = await runScript('scripts/restore.ts', [path.join(backupDir, name!)], { DATA_DIR: fresh, DATABASE_PATH: '', BACKUP_DIR: backupDir });
    expect(restore.code, restore.output).toBe(0);

    const db = new Database(path.join(fresh, 'guide.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(countRows(db)).toEqual(manifest.counts);
      expect(manifest.counts.restaurants).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    // Every write acknowledged before the backup began is in it, with whole images and receipts.
    // Images of the demo content are compared byte for byte; the load's new ones are decoded in full.
    const demoImages = new Set(fs.readdirSync(path.join(inject('fixtureDir'), 'uploads')));
    for (const id of demoImages) expect(listFolder(path.join(fresh, 'uploads', id)), id).toEqual(listFolder(path.join(dataDir, 'uploads', id)));
    const check = await verifyAfterCrash(fresh, before!(), demoImages);
    expect(check.problems).toEqual([]);

    const restored = await startServer(fresh);
    try {
      expect((await fetch(`${restored.baseUrl}/api/restaurants`)).status).toBe(200);
      const image = [...before!().uploads][0];
      if (image) expect((await fetch(`${restored.baseUrl}/objects/uploads/${image}`)).status).toBe(200);
      // A running server's folder is not overwritten without --force.
      const refused = await runScript('scripts/restore.ts', [name!], { DATA_DIR: fresh, DATABASE_PATH: '', BACKUP_DIR: backupDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Restore refused: A server');
    } finally {
      await restored.stop();
    }
  });

  it('refuses a damaged backup and leaves the data folder alone', { timeout: 60_000 }, async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    const backupDir = makeTempDir('guide-backups-');
    const made = await runScript('scripts/backup.ts', ['--keep', '3'], { DATA_DIR: dataDir, DATABASE_PATH: '', BACKUP_DIR: backupDir });
    expect(made.code, made.output).toBe(0);
    const [name] = fs.readdirSync(backupDir);
    const file = path.join(backupDir, name!, 'guide.db');
    const bytes = fs.readFileSync(file);
    // Scribble over a page in the middle of the file: the header stays valid, the b-tree does not.
    bytes.fill(0x5a, 8192, 8192 + 4096);
    fs.writeFileSync(file, bytes);
    const target = copyFixture(inject('fixtureDir'));
    const original = fs.readFileSync(path.join(target, 'guide.db'));
    const refused = await runScript('scripts/restore.ts', [path.join(backupDir, name!)], { DATA_DIR: target, DATABASE_PATH: '', BACKUP_DIR: backupDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Restore refused: The backup's database failed its integrity check|malformed/);
    expect(fs.readFileSync(path.join(target, 'guide.db')).equals(original)).toBe(true);
    expect(fs.readdirSync(target).filter((f) => f.includes('restore'))).toEqual([]);
  });
});
