/** The page routes of the site, read from src/pages, so a page added later is covered by the tests that walk them. */
import fs from 'node:fs';
import path from 'node:path';

const PAGES_DIR = path.resolve('src/pages');
/** One file serves a page in every language: src/pages/[...locale]/x.astro is /x and /nl/x. */
const LOCALE_DIR = '[...locale]';

/**
 * The English page routes, e.g. '/restaurant/[id]', leaving out those whose path below src/pages
 * (without the language folder) matches `skip`, and always the 404 page and files starting with _.
 */
export function listPageRoutes(skip: RegExp, dir = PAGES_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path
      .relative(PAGES_DIR, full)
      .split(path.sep)
      .filter((part) => part !== LOCALE_DIR)
      .join('/');
    if (entry.name.startsWith('_') || skip.test(rel)) return [];
    if (entry.isDirectory()) return listPageRoutes(skip, full);
    if (!entry.name.endsWith('.astro') || entry.name === '404.astro') return [];
    return [`/${rel.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1')];
  });
}
