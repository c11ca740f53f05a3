/**
 * `npm run images:backfill`: rebuilds the variants (AVIF, WebP, fallback) of every stored image
 * from its master, e.g. after the variant widths or encoder settings changed. Resumable: images
 * already at the current version are skipped (`-- --force` rebuilds them all). Safe while the
 * server runs: each file is replaced atomically. Uses DATA_DIR / DATABASE_PATH like the server.
 */
import fs from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import { closeDb, getDb } from '~/db/client';
import { backfillImages, getBackfillLogPath, getVariantVersion } from '../tools/perf/image-backfill.server';
import { getDatabasePath } from '~/platform/paths.server';

async function main(): Promise<void> {
  if (!fs.existsSync(getDatabasePath())) {
    console.error(`${getDatabasePath()} does not exist: nothing to backfill (set DATA_DIR or DATABASE_PATH).`);
    process.exit(1);
  }
  const force = process.argv.includes('--force');
  const db = getDb().$client;
  const bar = new SingleBar(
    { format: 'Images {bar} {value}/{total} | {rebuilt} rebuilt, {skipped} already current | {id}', hideCursor: true, stream: process.stderr },
    Presets.shades_classic,
  );
  let started = false;
  const counts = { rebuilt: 0, skipped: 0 };
  const began = Date.now();
  const summary = await backfillImages(db, {
    force,
    onProgress(done, total, id, outcome) {
      if (!started) {
        bar.start(total, 0, { ...counts, id: '' });
        started = true;
      }
      if (outcome === 'rebuilt') counts.rebuilt += 1;
      if (outcome === 'skipped') counts.skipped += 1;
      bar.update(done, { ...counts, id });
    },
  });
  if (started) bar.stop();
  closeDb();
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  console.log(`${summary.total} images: ${summary.rebuilt} rebuilt, ${summary.skipped} already at version ${getVariantVersion()}, in ${seconds} s.`);
  if (summary.noMaster.length > 0) console.log(`No master file (left as they are): ${summary.noMaster.join(', ')}`);
  console.log(`Progress is kept in ${getBackfillLogPath()}; run again to resume.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
