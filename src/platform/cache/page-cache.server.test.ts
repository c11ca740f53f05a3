import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { INTERNAL_CACHE_HEADER, INTERNAL_TAGS_HEADER } from './cache-policy';
import { createPageCache, readPageCacheSettings, type PageCache } from './page-cache.server';
import { getPageCache, registerPageCache } from './registry';

const SETTINGS = { enabled: true, maxEntries: 100, maxBytes: 1 << 24 };
const servers: http.Server[] = [];
afterEach(async () => {
  registerPageCache(null);
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

interface Harness {
  url: string;
  cache: PageCache;
  /** Requests that reached the wrapper, and those that reached the inner (Astro) handler. */
  arrivals: () => number;
  renders: () => number;
}

/** Serves `inner` behind the page cache on a loopback port. */
async function serve(inner: (req: IncomingMessage, res: ServerResponse) => unknown, settings = SETTINGS): Promise<Harness> {
  const cache = createPageCache(settings);
  let renders = 0;
  let arrivals = 0;
  const wrapped = cache.wrap((req, res) => {
    renders++;
    return inner(req, res);
  });
  const server = http.createServer((req, res) => {
    arrivals++;
    void wrapped(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, arrivals: () => arrivals, renders: () => renders };
}

/** A page the way Astro writes one: writeHead with every header, then the body in chunks. */
function writePage(res: ServerResponse, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'text/html', [INTERNAL_CACHE_HEADER]: 'max-age=600', [INTERNAL_TAGS_HEADER]: 'restaurants', ...extra });
  res.write(body.slice(0, 10));
  res.end(body.slice(10));
}

const PAGE = `<!doctype html><title>Guide</title>${'<p>Roti and moksi alesi in Paramaribo.</p>'.repeat(200)}`;

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = (): void => (check() ? resolve() : void setImmediate(poll));
    poll();
  });
}

describe('page cache wrapper', () => {
  it('renders a page once for many simultaneous first visitors', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const h = await serve(async (_req, res) => {
      await gate;
      writePage(res, PAGE);
    });
    const visits = Array.from({ length: 20 }, () => fetch(`${h.url}/restaurants`).then(async (r) => [r.headers.get('x-astro-cache'), await r.text()]));
    await waitFor(() => h.arrivals() === 20);
    release();
    const results = await Promise.all(visits);
    expect(h.renders()).toBe(1);
    expect(results.every(([, body]) => body === PAGE)).toBe(true);
    expect(results.filter(([status]) => status === 'MISS')).toHaveLength(1);
  });

  it('does not keep a page whose render began before a save, so the next visitor gets a new one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let version = 1;
    const h = await serve(async (_req, res) => {
      const seen = version; // the page reads the database when it starts rendering
      await gate;
      writePage(res, `${PAGE}v${seen}`);
    });
    const first = fetch(`${h.url}/restaurants`).then((r) => r.text());
    await waitFor(() => h.renders() === 1);
    version = 2;
    expect(getPageCache()?.invalidateTags(['restaurants'])).toBe(0);
    release();
    expect(await first).toMatch(/v1$/);
    expect(await (await fetch(`${h.url}/restaurants`)).text()).toMatch(/v2$/);
    expect(h.renders()).toBe(2);
  });

  it('keeps nothing that sets a cookie, is private, or was not marked by the provider', async () => {
    const h = await serve((req, res) => {
      if (req.url === '/cookie') writePage(res, PAGE, { 'set-cookie': 'a=b' });
      else if (req.url === '/private') writePage(res, PAGE, { 'cache-control': 'private' });
      else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(PAGE);
      }
    });
    for (const path of ['/cookie', '/private', '/plain']) {
      await (await fetch(`${h.url}${path}`)).text();
      const again = await fetch(`${h.url}${path}`);
      expect(again.headers.get('x-astro-cache'), path).not.toBe('HIT');
      expect(again.headers.get(INTERNAL_CACHE_HEADER), path).toBeNull();
    }
    expect(h.renders()).toBe(6);
  });

  it('compresses an uncached text answer on the fly and streams other answers untouched', async () => {
    const image = Buffer.alloc(200_000, 7);
    const h = await serve((req, res) => {
      if (req.url === '/image') {
        res.setHeader('content-type', 'image/avif');
        res.write(image.subarray(0, 100_000));
        res.end(image.subarray(100_000));
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ text: PAGE }));
    });
    const json = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) =>
      http.get(`${h.url}/api`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }),
    );
    expect(json.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.body).toString())).toEqual({ text: PAGE });
    const img = await fetch(`${h.url}/image`, { headers: { 'accept-encoding': 'br' } });
    expect(img.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await img.arrayBuffer()).equals(image)).toBe(true);
  });

  it('passes writes straight through and, with PAGE_CACHE=0, renders every time', async () => {
    const h = await serve((req, res) => writePage(res, `${PAGE}${req.method}`), { ...SETTINGS, enabled: false });
    for (let i = 0; i < 3; i++) expect((await fetch(`${h.url}/`)).headers.get('x-astro-cache')).toBe('BYPASS');
    expect(await (await fetch(`${h.url}/`, { method: 'POST' })).text()).toMatch(/POST$/);
    expect(h.renders()).toBe(4);
  });
});

describe('page cache settings', () => {
  it('reads the switches and refuses bad values', () => {
    expect(readPageCacheSettings({})).toEqual({ enabled: true, maxEntries: 2000, maxBytes: 64 * 1024 * 1024 });
    expect(readPageCacheSettings({ PAGE_CACHE: '0', PAGE_CACHE_MAX_MB: '8' })).toMatchObject({ enabled: false, maxBytes: 8 * 1024 * 1024 });
    expect(() => readPageCacheSettings({ PAGE_CACHE: 'off' })).toThrow('PAGE_CACHE must be 0 or 1');
    expect(() => readPageCacheSettings({ PAGE_CACHE_MAX_ENTRIES: '0' })).toThrow(/PAGE_CACHE_MAX_ENTRIES/);
  });
});
