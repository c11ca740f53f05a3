/**
 * Builds dist/client/sw.js after `astro build`: bundles ./service-worker.ts with esbuild (the version
 * Vite uses), then Workbox's injectManifest writes the precache list (the shell) into it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { isNeverCached } from './offline-rules';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What the shell is besides its stylesheets and the scripts of SHELL_ISLANDS: icons and favicons (the offline pages are added by address). */
const SHELL_GLOBS = ['icons/*.png', 'favicon.svg', 'favicon.ico'];
/** Every built stylesheet, when the routes' own lists are not known. */
const ALL_STYLESHEETS = ['_astro/*.css'];
/** Pages precached by address: the offline pages and the Saved page (it lists this device's saved places). */
const OFFLINE_PAGES = ['/offline', '/nl/offline', '/saved', '/nl/saved'];

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * The offline pages are rendered on demand, so their precache revision is a fingerprint of the whole
 * build (every file name and size under the output folder): any change to the site renews them.
 */
function buildRevision(outDir: string): string {
  const h = createHash('sha256');
  for (const file of listFiles(outDir).sort()) {
    if (file.endsWith(`${path.sep}sw.js`)) continue;
    h.update(`${path.relative(outDir, file)}:${fs.statSync(file).size}\n`);
  }
  return h.digest('hex').slice(0, 16);
}

export interface ServiceWorkerBuild {
  file: string;
  bytes: number;
  precached: number;
}

/** The part of Astro's build manifest read here: each route's pattern and its stylesheets. */
interface RouteStyles {
  routeData: { route: string; type: string };
  styles: { type: string; src?: string }[];
}

/**
 * The stylesheets of the page routes the worker may keep (isNeverCached leaves out the admin area,
 * checkout and the editor), as paths under the client folder. Null when Astro listed none.
 */
export function shellStylesheets(routes: readonly RouteStyles[]): string[] | null {
  const files = new Set<string>();
  for (const route of routes) {
    if (route.routeData.type !== 'page' || isNeverCached(route.routeData.route.replace('/[...locale]', '') || '/')) continue;
    for (const style of route.styles) if (style.type === 'external' && style.src) files.add(style.src.replace(/^\//, ''));
  }
  return files.size > 0 ? [...files].sort() : null;
}

/**
 * The scripts precached by chunk name, each with every chunk it imports: the Saved page's list (a plain
 * script, SavedList.astro), the script that redraws a kept copy's open/closed lines at the device's time
 * (OpenLineRefresh.astro), React's runtime (`client`, the renderer @astrojs/react hydrates islands with)
 * and the public islands. Kept by the worker, React is downloaded once per deploy, not once per page or
 * whenever the browser's own cache lets it go, and an island works on a page read offline.
 */
const SHELL_ISLANDS = ['SavedList', 'OpenLineRefresh', 'client', 'ImageCarousel', 'SaveHeart', 'SearchCombobox', 'HeroCombobox', 'ListFilters'];

/**
 * The named chunks and every chunk they import (followed through the built files' relative imports),
 * as paths under the client folder.
 */
function shellScripts(clientDir: string, islands: readonly string[] = SHELL_ISLANDS): string[] {
  const dir = path.join(clientDir, '_astro');
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir);
  const todo = names.filter((n) => islands.some((island) => n.startsWith(`${island}.`) && n.endsWith('.js')));
  const found = new Set<string>();
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (found.has(name) || !names.includes(name)) continue;
    found.add(name);
    const code = fs.readFileSync(path.join(dir, name), 'utf8');
    // Static imports are quoted; the bundler writes a dynamic import()'s path in backticks.
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) todo.push(m[1]!);
  }
  return [...found].sort().map((n) => `_astro/${n}`);
}

export async function buildServiceWorker(clientDir: string, outDir: string, stylesheets: string[] | null = null): Promise<ServiceWorkerBuild> {
  const revision = buildRevision(outDir);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-sw-'));
  const swSrc = path.join(tmp, 'sw.js');
  try {
    await build({
      entryPoints: [path.join(HERE, 'service-worker.ts')],
      outfile: swSrc,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const swDest = path.join(clientDir, 'sw.js');
    const result = await injectManifest({
      swSrc,
      swDest,
      globDirectory: clientDir,
      globPatterns: [...(stylesheets ?? ALL_STYLESHEETS), ...SHELL_GLOBS, ...shellScripts(clientDir)],
      additionalManifestEntries: OFFLINE_PAGES.map((url) => ({ url, revision })),
      // Hashed file names need no revision query.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    for (const warning of result.warnings) console.warn(`[sw] ${warning}`);
    return { file: swDest, bytes: fs.statSync(swDest).size, precached: result.count };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
