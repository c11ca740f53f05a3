/**
 * Puts a backup back: checks it first (integrity_check on a staged copy), refuses while a server
 * uses the data folder unless forced, moves the current files aside into `pre-restore-*` (never
 * deletes them) and renames the staged copies into place.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { findRunningServer } from '~/platform/server/pid-file';
import { checkIntegrity, countRows, DATA_FOLDERS, getBackupName, type BackupManifest } from './backup-files.server';

export interface RestoreOptions {
  /** A backup folder, or the name of one under backupDir. */
  backup: string;
  backupDir: string;
  dataDir: string;
  databasePath: string;
  force?: boolean;
  now?: Date;
}

export interface RestoreResult {
  restoredFrom: string;
  /** Where the files that were replaced now are (null when the data folder was empty). */
  previousFilesDir: string | null;
  counts: Record<string, number>;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** The backup folder an argument names: a path to one, or a name under BACKUP_DIR. */
function resolveBackupDir(backup: string, backupDir: string): string {
  const candidates = [path.resolve(backup), path.resolve(backupDir, backup)];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'manifest.json')));
  if (!found) throw new RestoreRefusedError(`No backup found at ${backup} (looked for manifest.json in ${candidates.join(' and ')}).`);
  return found;
}

function readManifest(dir: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || typeof manifest.database !== 'string') throw new RestoreRefusedError(`${dir}/manifest.json is not a backup manifest.`);
  return manifest;
}

function countFile(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return countRows(db);
  } finally {
    db.close();
  }
}

/** Copies the backup next to the live files (same file system, so the final step is a rename) and checks it there. */
function stageBackup(source: string, manifest: BackupManifest, options: RestoreOptions, stamp: string): Map<string, string> {
  const staged = new Map<string, string>(); // staged path -> live path
  const dbStage = `${options.databasePath}.restore-${stamp}`;
  fs.copyFileSync(path.join(source, manifest.database), dbStage);
  staged.set(dbStage, options.databasePath);
  const integrity = checkIntegrity(dbStage);
  if (integrity !== 'ok') throw new RestoreRefusedError(`The backup's database failed its integrity check: ${integrity}`);
  const counts = countFile(dbStage);
  for (const [table, n] of Object.entries(manifest.counts)) {
    if (counts[table] !== n) throw new RestoreRefusedError(`The backup's ${table} has ${counts[table]} rows, its manifest says ${n}.`);
  }
  for (const folder of DATA_FOLDERS) {
    const from = path.join(source, folder);
    if (!fs.existsSync(from)) continue;
    const to = path.join(options.dataDir, `${folder}.restore-${stamp}`);
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    staged.set(to, path.join(options.dataDir, folder));
  }
  for (const file of manifest.extraFiles) {
    const to = path.join(options.dataDir, `${file}.restore-${stamp}`);
    fs.copyFileSync(path.join(source, file), to);
    staged.set(to, path.join(options.dataDir, file));
  }
  return staged;
}

/** Moves what the restore replaces (and the database's journals) into a pre-restore folder. */
function moveCurrentAside(live: string[], options: RestoreOptions, stamp: string): string | null {
  const aside = path.join(options.dataDir, `pre-restore-${stamp}`);
  const journals = ['-wal', '-shm', '-journal'].map((s) => `${options.databasePath}${s}`);
  let moved = 0;
  for (const file of [...live, ...journals]) {
    if (!fs.existsSync(file)) continue;
    fs.mkdirSync(aside, { recursive: true });
    fs.renameSync(file, path.join(aside, path.basename(file)));
    moved += 1;
  }
  return moved > 0 ? aside : null;
}

/** Restores a backup into the data folder; throws RestoreRefusedError when it is not safe to. */
export function restoreBackup(options: RestoreOptions): RestoreResult {
  const source = resolveBackupDir(options.backup, options.backupDir);
  const manifest = readManifest(source);
  const runningPid = findRunningServer(options.dataDir);
  if (runningPid !== null && !options.force) {
    throw new RestoreRefusedError(
      `A server (pid ${runningPid}) is using ${options.dataDir}. Stop it first (systemctl stop suriname-guide), or pass --force and restart it right after.`,
    );
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(options.databasePath), { recursive: true });
  const stamp = getBackupName(options.now ?? new Date()).replace('guide-', '');
  let staged: Map<string, string>;
  try {
    staged = stageBackup(source, manifest, options, stamp);
  } catch (error) {
    for (const dir of fs.readdirSync(options.dataDir)) {
      if (dir.includes(`.restore-${stamp}`)) fs.rmSync(path.join(options.dataDir, dir), { recursive: true, force: true });
    }
    fs.rmSync(`${options.databasePath}.restore-${stamp}`, { force: true });
    throw error;
  }
  const previousFilesDir = moveCurrentAside([...staged.values()], options, stamp);
  for (const [from, to] of staged) fs.renameSync(from, to);
  return { restoredFrom: source, previousFilesDir, counts: countFile(options.databasePath) };
}
