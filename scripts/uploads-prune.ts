/**
 * `npm run uploads:prune`: lists the stored images nothing refers to any more (older than a day)
 * and the space they take; `npm run uploads:prune -- --delete` removes them. Safe while the server
 * runs. Uses DATA_DIR / DATABASE_PATH like the server. Take a backup first (`npm run backup`).
 */
import fs from 'node:fs';
import { closeDb, getDb } from '~/db/client';
import { pruneUnusedImages } from '../tools/maintenance/prune-uploads.server';
import { getDatabasePath } from '~/platform/paths.server';

if (!fs.existsSync(getDatabasePath())) {
  console.error(`${getDatabasePath()} does not exist: nothing to prune (set DATA_DIR or DATABASE_PATH).`);
  process.exit(1);
}
const dryRun = !process.argv.includes('--delete');
const result = pruneUnusedImages(getDb().$client, { dryRun });
closeDb();
const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
const images = (n: number) => `${n} unused image${n === 1 ? '' : 's'}`;
if (result.unused.length === 0) console.log('No unused images: every stored image is in use or less than a day old.');
else if (dryRun) {
  for (const image of result.unused) console.log(`unused  ${image.id}  ${(image.bytes / 1024).toFixed(0)} KB`);
  console.log(`${images(result.unused.length)} (${size}). Run \`npm run uploads:prune -- --delete\` to remove them.`);
} else console.log(`Removed ${images(result.removed)} (${size}).`);
