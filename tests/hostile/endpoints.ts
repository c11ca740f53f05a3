/**
 * Every API endpoint, discovered from src/pages/api/** so an endpoint added later is fuzzed too:
 * the route template from the file path and the HTTP methods from its exports.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Endpoint {
  /** e.g. /api/admin/restaurants/[id] */
  template: string;
  method: string;
  /** Names of the [param] segments. */
  params: string[];
  admin: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'];

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The methods a route file exports: `export const GET`, `export const { GET, POST } =`, `export (async) function PUT`. */
function readExportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]!);
  for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=/g)) {
    for (const name of m[1]!.split(',').map((n) => n.split(':').pop()!.trim())) found.add(name);
  }
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of m[1]!.split(',').map((n) =>
      n
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    ))
      found.add(name);
  }
  return [...found].filter((n) => METHODS.includes(n));
}

/** All endpoints under src/pages/api. */
export function discoverEndpoints(root = 'src/pages/api'): Endpoint[] {
  return listFiles(root)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.test.ts'))
    .sort()
    .flatMap((file) => {
      const rel = path
        .relative('src/pages', file)
        .replace(/\\/g, '/')
        .replace(/\.(ts|js)$/, '')
        .replace(/\/index$/, '');
      const template = `/${rel}`;
      const params = [...template.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
      return readExportedMethods(fs.readFileSync(file, 'utf8')).map((method) => ({ template, method, params, admin: template.startsWith('/api/admin') }));
    });
}

/** Fills the [param] segments of a template with already-encoded values. */
export function fillTemplate(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/\[(?:\.\.\.)?[^\]]+\]/g, () => values[i++] ?? 'x');
}
