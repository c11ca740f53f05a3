/**
 * A consistent backup while the site is serving: SQLite's online backup API copies the database
 * as of one moment, then the image and receipt files that copy refers to. Files are written before
 * the rows that point at them and never changed afterwards, so every one of them already exists
 * when the folders are copied; files of later writes are left out, keeping the backup consistent. The backup is built in a `.partial` folder and
 * renamed when complete, so a folder without that suffix is always a whole backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  checkIntegrity,
  copyDataFolder,
  countRows,
  DATA_FOLDERS,
  getBackupName,
  listExtraFiles,
  listReferencedFiles,
  type BackupManifest,
} from './backup-files.server';

export interface BackupOptions {
  dataDir: string;
  databasePath: string;
  backupDir: string;
  now?: Date;
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/** Copies the live database with the online backup API, in one step so concurrent writes cannot restart it. */
async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // After the first default-sized step, ask for every remaining page at once: a single step reads one snapshot.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  // The copy inherits WAL mode from the live file; a rollback journal keeps the backup one self-contained file.
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function readCopiedDatabase(file: string): { counts: Record<string, number>; referenced: string[] } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return { counts: countRows(db), referenced: listReferencedFiles(db) };
  } finally {
    db.close();
  }
}

/** Takes a backup into BACKUP_DIR/guide-YYYYMMDD-HHMMSS/ and returns its folder and manifest. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const name = getBackupName(options.now ?? new Date());
  let finalDir = path.resolve(options.backupDir, name);
  for (let n = 2; fs.existsSync(finalDir); n += 1) finalDir = path.resolve(options.backupDir, `${name}-${n}`);
  const partial = `${finalDir}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    const dbFile = path.join(partial, 'guide.db');
    await copyDatabase(options.databasePath, dbFile);
    const integrity = checkIntegrity(dbFile);
    if (integrity !== 'ok') throw new Error(`The copied database failed its integrity check: ${integrity}`);
    const { counts, referenced } = readCopiedDatabase(dbFile);

    const folders: Record<string, number> = {};
    for (const folder of DATA_FOLDERS) {
      const wanted = new Set(referenced.filter((rel) => rel.startsWith(`${folder}${path.sep}`)).map((rel) => rel.split(path.sep)[1]!));
      folders[folder] = copyDataFolder(path.join(options.dataDir, folder), path.join(partial, folder), wanted);
    }
    const extraFiles = listExtraFiles(options.dataDir, options.databasePath);
    for (const file of extraFiles) fs.copyFileSync(path.join(options.dataDir, file), path.join(partial, file));
    const missingFiles = referenced.filter((rel) => !path.isAbsolute(rel) && !fs.existsSync(path.join(partial, rel)));

    const manifest: BackupManifest = {
      format: 1,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: 'guide.db',
      integrity: 'ok',
      counts,
      extraFiles,
      folders,
      missingFiles,
    };
    fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
