/**
 * `npm run restore -- <backup> [--force]`: puts a backup made by `npm run backup` back into
 * DATA_DIR. Refuses while a server uses the folder (stop it first) unless --force; checks the
 * backup's integrity before touching anything and keeps the replaced files in DATA_DIR/pre-restore-*.
 */
import path from 'node:path';
import { PRIVATE_UMASK } from '~/platform/maintenance/private-data.server';
import { restoreBackup, RestoreRefusedError } from '../tools/maintenance/restore.server';
import { getDatabasePath, getDataDir } from '~/platform/paths.server';

// The copies hold the database and the key files: owner-only, like the data folder.
process.umask(PRIVATE_UMASK);
const args = process.argv.slice(2);
const force = args.includes('--force');
const backup = args.find((a) => !a.startsWith('--'));
if (!backup) {
  console.error('Usage: npm run restore -- <backup folder or name> [--force]\n  e.g. npm run restore -- backups/guide-20261122-030000');
  process.exit(2);
}
try {
  const result = restoreBackup({
    backup,
    backupDir: path.resolve(process.env.BACKUP_DIR || 'backups'),
    dataDir: getDataDir(),
    databasePath: getDatabasePath(),
    force,
  });
  console.log(`Restored ${result.restoredFrom} into ${getDataDir()}`);
  console.log(
    `  rows: ${Object.entries(result.counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
  if (result.previousFilesDir) console.log(`  the files it replaced are kept in ${result.previousFilesDir}`);
  if (force) console.log('  --force: restart the server now so it opens the restored database.');
} catch (error) {
  if (error instanceof RestoreRefusedError) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
