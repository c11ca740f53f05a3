/** Admin writes of site settings beyond the shared get/set. */
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { siteSettings } from '~/db/schema';

/** Removes a setting, so readers see it as unset (the site then shows its default). */
export function deleteSetting(db: Db, key: string): void {
  db.delete(siteSettings).where(eq(siteSettings.key, key)).run();
}
