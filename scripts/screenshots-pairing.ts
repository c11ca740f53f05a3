/**
 * Which shots of two `npm run screenshots` runs belong together. A shot is '<page>--<lang>-<width>.png';
 * admin tabs ('admin-03-tours--en-412.png') pair by their name, not their place, so a tab that moved
 * still meets its old self; a page whose address changed pairs through RENAMED. Whatever is left is
 * one-sided: a page or tab only one of the two builds has.
 */
export interface Pair {
  /** The name of the side-by-side file, without '.png'. */
  name: string;
  before?: string;
  after?: string;
}

/** Old page names (before) and what the same page is called after the design pass. */
export const RENAMED: Readonly<Record<string, string>> = {
  // Issue 21 moved the write-a-review form from /review/<kind>/<id> to /<kind>/<id>/write-review.
  'review-restaurant-1': 'restaurant-1-write-review',
  'review-tour-1': 'tour-1-write-review',
};

const SHOT = /^(.+)--(\w+)-(\d+)\.png$/;

/** The key two sides pair on, or undefined for a file that is not a shot. */
export function pairKey(file: string, side: 'before' | 'after'): string | undefined {
  const match = SHOT.exec(file);
  if (!match) return undefined;
  const [, page, lang, width] = match;
  const named = page!.replace(/^admin-\d+-/, 'admin-');
  return `${side === 'before' ? (RENAMED[named] ?? named) : named}--${lang}-${width}`;
}

/** The pairs of two runs' files, in the after run's order (tabs in tab order), then those only before has. */
export function pairShots(before: readonly string[], after: readonly string[]): Pair[] {
  const sorted = (files: readonly string[]) => [...files].sort();
  const byKey = new Map<string, Pair>();
  for (const file of sorted(after)) {
    const key = pairKey(file, 'after');
    if (key && !byKey.has(key)) byKey.set(key, { name: file.replace(/\.png$/, ''), after: file });
  }
  for (const file of sorted(before)) {
    const key = pairKey(file, 'before');
    if (!key) continue;
    const pair = byKey.get(key);
    if (pair && !pair.before) pair.before = file;
    else if (!pair) byKey.set(key, { name: file.replace(/\.png$/, ''), before: file });
  }
  return [...byKey.values()];
}

/** The pairs shot on one side only. */
export function oneSided(pairs: readonly Pair[]): { beforeOnly: Pair[]; afterOnly: Pair[] } {
  return { beforeOnly: pairs.filter((p) => !p.after), afterOnly: pairs.filter((p) => !p.before) };
}
