/**
 * Every public page, in English and Dutch, is valid HTML by the W3C Nu checker (vnu.jar): no
 * errors, warnings allowed. The pages come from the built server on a copy of the fixture and are
 * checked in one Java run. Without Java the test is skipped with a message, except in CI (`CI` set),
 * where it fails: .ci/run installs Debian's default-jre-headless.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { copyFixture } from '../helpers/fixture';
import { checkPages, describeNuMessages, findJava, isNuError } from '../helpers/nu-checker';
import { listPageRoutes } from '../helpers/page-routes';
import { startServer, type RunningServer } from '../helpers/server';
import { openListing, openServerDb } from '../listings/editor-helpers';

/** A token no link has: the newsletter's and the review's confirm pages answer their 'link does not work' page. */
const UNKNOWN_TOKEN = 'a'.repeat(32);

/** English addresses; each is also checked under /nl. Detail pages use the fixture's first rows. */
const ADDRESSES = [
  '/',
  '/restaurants',
  '/restaurants?category=street-food',
  '/restaurants?open=now',
  '/restaurant/1',
  '/restaurant/1/reviews',
  '/restaurant/1/write-review',
  '/tours',
  '/tours?category=nature',
  '/tour/1',
  '/tour/1/reviews',
  '/tour/1/write-review',
  '/events',
  '/events?when=all',
  '/news',
  '/news/1',
  '/contact',
  '/checkout',
  '/checkout?plan=restaurant',
  '/checkout?plan=event',
  '/checkout/bank-transfer',
  '/bank-transfer-checkout',
  '/checkout/success?session_id=cs_test_nothing',
  '/search?q=roti',
  '/saved',
  '/offline',
  '/no-such-page',
  '/admin/login',
  '/admin-login',
  '/newsletter',
  `/newsletter/confirm/${UNKNOWN_TOKEN}`,
  `/newsletter/unsubscribe/${UNKNOWN_TOKEN}`,
  `/review/confirm?token=${UNKNOWN_TOKEN}`,
];

/** Routes with no public page to check: the dashboard sends visitors to the admin login (checked). */
const NOT_PUBLIC = /^(api|objects|admin)(\/|$)/;

const inDutch = (address: string): string => (address === '/' ? '/nl' : `/nl${address}`);
const toPattern = (route: string): RegExp => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);

/** Every .astro file below a folder. */
const listAstroFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listAstroFiles(full);
    return entry.name.endsWith('.astro') ? [full] : [];
  });

// Without Java too: Astro writes a component's <script> or <style> where it stands, so one placed
// after the layout's closing tag lands after </html> (where the checker stops reading).
it('writes no script or style after a layout in any component', () => {
  const misplaced = listAstroFiles(path.resolve('src')).filter((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const end = Math.max(...[...source.matchAll(/<\/(?:[A-Z]\w*Layout|html)>/g)].map((m) => m.index + m[0].length), -1);
    return end >= 0 && /<(script|style)\b/.test(source.slice(end));
  });
  expect(misplaced.map((file) => path.relative(process.cwd(), file))).toEqual([]);
});

const java = findJava();
if (!java && !process.env.CI) {
  console.warn('Skipping the W3C Nu HTML check: no `java` found (Debian: apt-get install default-jre-headless). CI fails instead.');
}

let server: RunningServer;
let db: Db;
/** The listing editor of a paid listing of each kind, opened in the server's database. */
let editorPaths: string[] = [];

describe.skipIf(!java && !process.env.CI)('W3C Nu HTML checker', () => {
  beforeAll(async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    server = await startServer(dataDir);
    db = openServerDb(dataDir);
    editorPaths = (['restaurant', 'tour', 'event'] as const).map((kind) => `/listing/${openListing(db, kind).token}`);
  }, 60_000);
  afterAll(async () => {
    db?.$client.close();
    await server?.stop();
  });

  it('checks a page of every route in src/pages', () => {
    for (const route of listPageRoutes(NOT_PUBLIC)) {
      const pattern = toPattern(route);
      expect(
        [...ADDRESSES, '/listing/token'].some((a) => pattern.test(a.split('?')[0]!)),
        `${route} has no address in this test`,
      ).toBe(true);
    }
  });

  it('finds no errors on any public page in English and Dutch', { timeout: 240_000 }, async () => {
    expect(java, 'The Nu HTML checker needs Java; in CI .ci/run installs default-jre-headless').not.toBeNull();
    const pages = new Map<string, string>();
    for (const english of [...ADDRESSES, ...editorPaths]) {
      for (const address of [english, inDutch(english)]) {
        const res = await fetch(`${server.baseUrl}${address}`, { redirect: 'manual' });
        expect(res.status, address).toBeLessThan(500);
        expect(res.headers.get('location'), `${address} redirects`).toBeNull();
        expect(res.headers.get('content-type'), address).toContain('text/html');
        pages.set(address, await res.text());
      }
    }
    const { checked, messages } = await checkPages(java!, pages);
    expect(describeNuMessages(messages.filter(isNuError)), 'Nu checker errors').toBe('');
    expect(checked.sort(), 'pages the checker read').toEqual([...pages.keys()].sort());
  });
});
