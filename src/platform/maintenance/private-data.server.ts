/**
 * The data folder holds the database (admin password hashes, orders, customer e-mails), receipts
 * and the 2FA key: only the service's own user may read it. New files get that from the process
 * umask; files made before (by an older version, a restore, a copy) are tightened at start.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Owner-only: folders 0700, files 0600. */
export const PRIVATE_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

function tighten(target: string, mode: number, stat: fs.Stats): void {
  if ((stat.mode & 0o777) !== mode) fs.chmodSync(target, mode);
}

/** Every folder and file under `dir` (itself included) to owner-only; symbolic links are left alone. */
function tightenTree(dir: string): void {
  tighten(dir, FOLDER_MODE, fs.statSync(dir));
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(full);
    else if (entry.isFile()) tighten(full, FILE_MODE, fs.statSync(full));
  }
}

/**
 * Sets the process umask to 077 (every file this process creates from now on is owner-only) and
 * tightens what already exists: the data folder with everything in it, and the database with its
 * -wal/-shm files when DATABASE_PATH puts it elsewhere. Call it before anything opens the database.
 */
export function makeDataPrivate(dataDir: string, databasePath?: string): void {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  tightenTree(dataDir);
  if (!databasePath || path.resolve(databasePath).startsWith(`${path.resolve(dataDir)}${path.sep}`)) return;
  for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) tighten(file, FILE_MODE, stat);
  }
}
