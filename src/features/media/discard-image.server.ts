/**
 * Removes images that were stored for a write that was then refused (the listing editor's photos of
 * a post with errors), so a refused post leaves no files or rows behind. The row goes first: an
 * image folder without its row is an orphan that the start-up clean-up removes, never one served.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { media } from '~/db/schema';
import { getUploadsDir } from '~/platform/paths.server';
import { isObjectId } from './variants';

/** Deletes the `media` rows and the variant folders of these image ids (unknown ids are skipped). */
export async function discardStoredImages(db: Db, ids: readonly string[]): Promise<void> {
  const safe = ids.filter(isObjectId);
  if (safe.length === 0) return;
  db.delete(media).where(inArray(media.id, safe)).run();
  await Promise.all(safe.map((id) => fs.rm(path.join(getUploadsDir(), id), { recursive: true, force: true })));
}
