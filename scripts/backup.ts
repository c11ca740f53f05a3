/**
 * `npm run backup [-- --keep N]`: a consistent copy of the database (SQLite online backup), the
 * uploads, the receipts and the key files into BACKUP_DIR/guide-YYYYMMDD-HHMMSS/, safe while the
 * site is serving. With --keep N, only the N newest backups are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBackup } from '../tools/maintenance/backup.server';
import { PRIVATE_UMASK } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir } from '~/platform/paths.server';

function readKeep(args: string[]): number | null {
  const i = args.indexOf('--keep');
  if (i < 0) return null;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    console.error('--keep needs a whole number of backups to keep, e.g. --keep 14');
    process.exit(2);
  }
  return n;
}

function pruneBackups(backupDir: string, keep: number): string[] {
  const all = fs
    .readdirSync(backupDir)
    .filter((n) => /^guide-\d{8}-\d{6}(-\d+)?$/.test(n) && fs.existsSync(path.join(backupDir, n, 'manifest.json')))
    .sort();
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return old;
}

// A backup holds the database and the key files: owner-only, like the data folder.
process.umask(PRIVATE_UMASK);
const keep = readKeep(process.argv.slice(2));
const backupDir = path.resolve(process.env.BACKUP_DIR || 'backups');
const started = Date.now();
try {
  const { dir, manifest } = await createBackup({ dataDir: getDataDir(), databasePath: getDatabasePath(), backupDir });
  const counts = Object.entries(manifest.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`Backup written to ${dir} in ${Date.now() - started} ms`);
  console.log(`  database integrity ok; rows: ${counts}`);
  console.log(
    `  folders: ${Object.entries(manifest.folders)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')}; files: ${manifest.extraFiles.join(', ') || 'none'}`,
  );
  if (manifest.missingFiles.length > 0) {
    console.warn(`  warning: ${manifest.missingFiles.length} file(s) the database refers to were missing: ${manifest.missingFiles.slice(0, 5).join(', ')}`);
  }
  if (keep !== null) {
    const removed = pruneBackups(backupDir, keep);
    if (removed.length > 0) console.log(`  removed ${removed.length} older backup(s), keeping ${keep}`);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
