/**
 * The shot list of `npm run screenshots`: every public page route of a checkout's src/pages (this
 * one, or an older commit's for `--before`), turned into paths that answer, in English and Dutch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localize, PUBLIC_PAGES } from '../e2e/budget/pages';

export interface Shot {
  name: string;
  path: string;
  storage?: Record<string, string>;
}

/**
 * Private pages (emailed links, per-visitor forms) and the admin (shot tab by tab) are left out, as in
 * tests/perf; so are Dutch route files (an old layout's src/pages/nl/…), whose pages are the English
 * ones under /nl. The write-a-review form is public: only its emailed confirmation is left out.
 */
export const NOT_PUBLIC = /^(admin|api|objects|listing|newsletter|nl)(\/|$)|^newsletter\.astro$|^review\/confirm\.astro$|admin-login/;
/** One file serves a page in every language: src/pages/[...locale]/x.astro is /x and /nl/x. */
const LOCALE_DIR = '[...locale]';
/** What a route parameter becomes in a shot's path; any other parameter is the seeded id 1. */
const PARAMETER_VALUES: Record<string, readonly string[]> = { kind: ['restaurant', 'tour'] };

/** The English page routes below `pagesDir`, e.g. '/restaurant/[id]', without those `skip` matches, the 404 page and _files. */
export function listRoutes(pagesDir: string, skip: RegExp = NOT_PUBLIC, dir = pagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path
      .relative(pagesDir, full)
      .split(path.sep)
      .filter((part) => part !== LOCALE_DIR)
      .join('/');
    if (entry.name.startsWith('_') || skip.test(rel)) return [];
    if (entry.isDirectory()) return listRoutes(pagesDir, skip, full);
    if (!entry.name.endsWith('.astro') || entry.name === '404.astro') return [];
    return [`/${rel.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1')];
  });
}

/** The paths a route is shot at: '/[kind]/[id]/write-review' is '/restaurant/1/write-review' and '/tour/1/write-review'. */
export function routePaths(route: string): string[] {
  let paths = [''];
  for (const part of route.split('/').slice(1)) {
    const parameter = /^\[(\w+)\]$/.exec(part)?.[1];
    const values = parameter === undefined ? [part] : (PARAMETER_VALUES[parameter] ?? ['1']);
    paths = paths.flatMap((p) => values.map((v) => `${p}/${v}`));
  }
  return paths.map((p) => (p === '/' || p === '' ? '/' : p));
}

export const slug = (p: string) =>
  p
    .replace(/^\//, '')
    .replace(/[^\w]+/g, '-')
    .replace(/-$/, '') || 'home';

/** The public shots of a checkout: each route once, with the measured pages' queries and storage where the budgets list them. */
export function publicShots(pagesDir: string): Shot[] {
  return listRoutes(pagesDir).flatMap((route) => {
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    const listed = PUBLIC_PAGES.filter((p) => pattern.test(p.path.split('?')[0]!));
    const pages = listed.length > 0 ? listed.map((p) => ({ path: p.path, storage: p.storage })) : routePaths(route).map((p) => ({ path: p }));
    return pages.map((p) => ({ ...p, name: slug(p.path) }));
  });
}

/** Every shot path in both languages that does not answer 200 (after redirects), as 'path: status'. */
export async function unanswered(baseUrl: string, shots: readonly Shot[], langs: readonly ('en' | 'nl')[]): Promise<string[]> {
  const bad: string[] = [];
  for (const shot of shots) {
    for (const lang of langs) {
      const url = localize(shot.path, lang);
      const status = await fetch(new URL(url, baseUrl)).then(
        (res) => res.status,
        (error: Error) => error.message,
      );
      if (status !== 200) bad.push(`${url}: ${status}`);
    }
  }
  return bad;
}
