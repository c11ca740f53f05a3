/** `npm run screenshots`: which routes are shot at which paths, and which shots of a before and an after run pair. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { oneSided, pairKey, pairShots } from '../../scripts/screenshots-pairing';
import { listRoutes, publicShots, routePaths, unanswered } from '../../scripts/screenshots-shots';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A src/pages folder holding the given route files. */
function pagesDir(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-shots-pages-'));
  made.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '---\n---\n');
  }
  return dir;
}

describe('shot paths', () => {
  it('shoots a [kind] route as a restaurant and as a tour, other parameters as the seeded id 1', () => {
    expect(routePaths('/[kind]/[id]/write-review')).toEqual(['/restaurant/1/write-review', '/tour/1/write-review']);
    expect(routePaths('/news/[id]')).toEqual(['/news/1']);
    expect(routePaths('/')).toEqual(['/']);
  });

  it('shoots the write-a-review form of this layout at paths that exist, not /1/1/write-review', () => {
    const names = publicShots(path.resolve('src/pages')).map((s) => s.path);
    expect(names).toContain('/restaurant/1/write-review');
    expect(names).toContain('/tour/1/write-review');
    expect(names.filter((p) => /^\/1\//.test(p))).toEqual([]);
    expect(names).toContain('/checkout?plan=event');
  });

  it("reads an older layout's routes: its write-review form outside [...locale] once, not its Dutch copy, nor private pages", () => {
    const dir = pagesDir([
      '404.astro',
      '[...locale]/index.astro',
      '[...locale]/restaurant/[id].astro',
      '[...locale]/review/confirm.astro',
      '[...locale]/admin/index.astro',
      '[...locale]/listing/[token].astro',
      'review/[kind]/[id].astro',
      'nl/review/[kind]/[id].astro',
      'api/things.ts',
    ]);
    expect(listRoutes(dir).sort()).toEqual(['/', '/restaurant/[id]', '/review/[kind]/[id]']);
    expect(publicShots(dir).map((s) => s.name)).toEqual(expect.arrayContaining(['home', 'restaurant-1', 'review-restaurant-1', 'review-tour-1']));
  });
  it('lists every shot path, in each language, that does not answer 200 after redirects', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/old') return void res.writeHead(301, { location: '/tours' }).end();
      res.writeHead(req.url === '/nl/tours' || req.url === '/tours' || req.url === '/' || req.url === '/nl' ? 200 : 404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const shots = [
        { name: 'home', path: '/' },
        { name: 'old', path: '/old' },
        { name: 'gone', path: '/1/1/write-review' },
      ];
      expect(await unanswered(baseUrl, shots, ['en', 'nl'])).toEqual(['/nl/old: 404', '/1/1/write-review: 404', '/nl/1/1/write-review: 404']);
    } finally {
      server.close();
    }
  });
});

describe('pairs', () => {
  const before = [
    'home--en-412.png',
    'home--nl-1280.png',
    'bank-transfer-checkout--en-412.png',
    'review-restaurant-1--en-412.png',
    'admin-02-orders--en-412.png',
    'admin-03-tours--en-412.png',
    'run.json',
  ];
  const after = [
    'home--en-412.png',
    'home--nl-1280.png',
    'restaurant-1-write-review--en-412.png',
    'admin-02-tours--en-412.png',
    'admin-05-orders--en-412.png',
    'events-when-all--en-412.png',
  ];

  it('pairs the same page, language and width, an admin tab by its name wherever it sits, and a moved page through RENAMED', () => {
    const pairs = pairShots(before, after);
    const both = pairs.filter((p) => p.before && p.after).map((p) => [p.name, p.before, p.after]);
    expect(both).toEqual(
      expect.arrayContaining([
        ['home--en-412', 'home--en-412.png', 'home--en-412.png'],
        ['home--nl-1280', 'home--nl-1280.png', 'home--nl-1280.png'],
        ['admin-02-tours--en-412', 'admin-03-tours--en-412.png', 'admin-02-tours--en-412.png'],
        ['admin-05-orders--en-412', 'admin-02-orders--en-412.png', 'admin-05-orders--en-412.png'],
        ['restaurant-1-write-review--en-412', 'review-restaurant-1--en-412.png', 'restaurant-1-write-review--en-412.png'],
      ]),
    );
    expect(both).toHaveLength(5);
  });

  it('lists the pages and tabs only one side has, and ignores files that are not shots', () => {
    const { beforeOnly, afterOnly } = oneSided(pairShots(before, after));
    expect(beforeOnly.map((p) => p.name)).toEqual(['bank-transfer-checkout--en-412']);
    expect(afterOnly.map((p) => p.name)).toEqual(['events-when-all--en-412']);
    expect(pairKey('run.json', 'before')).toBeUndefined();
  });

  it('does not pair across languages or widths', () => {
    const pairs = pairShots(['home--en-412.png'], ['home--nl-412.png', 'home--en-1280.png']);
    expect(pairs.filter((p) => p.before && p.after)).toEqual([]);
    expect(pairs).toHaveLength(3);
  });
});
