/**
 * Every /api/admin/* route but login refuses a request without a valid session. The routes are
 * discovered from the file system, so a route another engineer adds later is covered too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveFixtureCopy } from '../helpers/fixture-server';

const ROOT = path.resolve('src/pages/api/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PUBLIC_ROUTES = new Set(['/api/admin/login']);

interface RouteFile {
  file: string;
  url: string;
  exported: string[];
}

function listRouteFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listRouteFiles(full);
    return /\.(ts|js|mjs)$/.test(entry.name) && !entry.name.startsWith('_') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The URL of a route file with its [params] filled in with plausible values. */
function toUrl(file: string): string {
  const rel = path
    .relative(path.resolve('src/pages'), file)
    .replace(/\\/g, '/')
    .replace(/\.(ts|js|mjs)$/, '');
  const parts = rel.split('/').filter((p) => p !== 'index');
  return `/${parts.join('/')}`.replace(/\[\.\.\.[^\]]+\]/g, 'a/b').replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000001');
}

/** Method names a route file exports, in the ways route files here are written. */
function readExportedMethods(source: string): string[] {
  const found = new Set<string>();
  const names = '(GET|POST|PUT|PATCH|DELETE|ALL)';
  for (const m of source.matchAll(new RegExp(`export\\s+(?:const|let|async\\s+function|function)\\s+${names}\\b`, 'g'))) found.add(m[1]);
  for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}/g))
    for (const n of m[1].split(',')) if (/^\s*(GET|POST|PUT|PATCH|DELETE|ALL)\s*$/.test(n)) found.add(n.trim());
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const n of m[1].split(',')) {
      const alias = n
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (alias && /^(GET|POST|PUT|PATCH|DELETE|ALL)$/.test(alias)) found.add(alias);
    }
  return [...found];
}

const routes: RouteFile[] = listRouteFiles(ROOT).map((file) => ({
  file: path.relative(process.cwd(), file),
  url: toUrl(file),
  exported: readExportedMethods(fs.readFileSync(file, 'utf8')),
}));

const server = serveFixtureCopy();

async function call(method: string, url: string, cookie?: string): Promise<{ status: number; body: string }> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { Origin: server.baseUrl, ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    body: hasBody ? '{}' : undefined,
    redirect: 'manual',
  });
  return { status: res.status, body: await res.text() };
}

describe('the admin API guard', () => {
  it('finds the admin routes and what each exports', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of ['/api/admin/me', '/api/admin/users', '/api/admin/logout', '/api/admin/2fa/setup']) expect(routes.map((x) => x.url)).toContain(r);
    // A route whose methods this test cannot read would be checked only by the blanket calls below: say so.
    for (const route of routes) expect(route.exported, `${route.file} exports no method this test recognises`).not.toEqual([]);
  });

  it('answers 401 to every exported method of every admin route without a session', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.url))) {
      for (const method of route.exported.includes('ALL') ? METHODS : route.exported) {
        const { status, body } = await call(method, route.url);
        if (status !== 401 || !body.includes('"error"')) failures.push(`${method} ${route.url} (${route.file}) -> ${status} ${body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to every method, exported or not, and to a forged or stale cookie', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.url))) {
      for (const method of METHODS) {
        for (const cookie of [
          undefined,
          'guide_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
          'guide_session=x',
          '__Host-guide_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        ]) {
          const { status } = await call(method, route.url, cookie);
          if (status !== 401) failures.push(`${method} ${route.url} cookie=${cookie} -> ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('cannot be dodged by spelling the path differently', async () => {
    const variants = [
      '/API/ADMIN/USERS',
      '/api/Admin/users',
      '/api/admin//users',
      '/api/admin/users/',
      '/api/%61dmin/users',
      '/api/admin/%75sers',
      '//api/admin/users',
      '/api/admin/./users',
      '/api/admin/x/../users',
    ];
    for (const url of variants) {
      const { status } = await call('GET', url);
      expect([401, 404], url).toContain(status);
    }
  });

  it('lets login through without a session', async () => {
    const { status } = await call('POST', '/api/admin/login');
    expect(status).toBe(400); // reached the endpoint: the empty body fails validation
  });
});
