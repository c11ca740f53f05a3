/** Site settings (key/value). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { siteSettings } from '~/db/schema';

export const HERO_IMAGE_KEY = 'hero_image_url';

/** A setting's value, or null when unset. */
export function getSetting(db: Db, key: string): string | null {
  return db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get()?.value ?? null;
}

/** Creates or replaces a setting. */
export function setSetting(db: Db, key: string, value: string, description?: string): void {
  db.insert(siteSettings)
    .values({ key, value, description: description ?? null })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
    .run();
}

/** Every setting as key/value pairs. */
export function listSettings(db: Db): { key: string; value: string }[] {
  // In key order: a stable answer, read through the key index rather than a table scan.
  return db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).orderBy(asc(siteSettings.key)).all();
}
