/**
 * `npm run bench:soak`: a bounded soak test on loopback. The built server (ASTRO_OUT_DIR or dist/)
 * on a copy of the seeded fixture gets public reads (pages, API, images) from SOAK_READERS
 * connections and admin writes (create, edit, delete) plus bank-transfer orders at a steady rate,
 * for SOAK_SECONDS (default 180). Per minute it reports requests, errors, SQLITE_BUSY seen by a
 * client, p50/p99 latency and the server's RSS. Exits 1 on any error or SQLITE_BUSY.
 * `-- --write` also replaces the "Soak" section of BENCHMARKS.md.
 */
import fs from 'node:fs';
import { connectLoad, sendReceiptOrder, type LoadClient } from '../tests/crash/write-load';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer } from '../tests/helpers/server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const READERS = Number(process.env.SOAK_READERS ?? 6);
const WRITES_PER_SECOND = Number(process.env.SOAK_WRITES_PER_SECOND ?? 5);

interface Minute {
  reads: number[];
  writes: number[];
  errors: number;
  busy: number;
  rssMb: number[];
  heapMb: number[];
}
const minutes: Minute[] = [];
const errorSamples: string[] = [];
let started = 0;

function currentMinute(): Minute {
  const i = Math.floor((Date.now() - started) / 60_000);
  while (minutes.length <= i) minutes.push({ reads: [], writes: [], errors: 0, busy: 0, rssMb: [], heapMb: [] });
  return minutes[i]!;
}

async function timed(kind: 'reads' | 'writes', send: () => Promise<Response>, ok: (status: number) => boolean): Promise<Response | null> {
  const t0 = performance.now();
  try {
    const res = await send();
    const body = await res.text();
    const m = currentMinute();
    m[kind].push(performance.now() - t0);
    if (/SQLITE_BUSY|database is locked/i.test(body)) m.busy += 1;
    if (!ok(res.status)) {
      m.errors += 1;
      if (errorSamples.length < 10) errorSamples.push(`${res.status} ${res.url}: ${body.slice(0, 200)}`);
    }
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (error) {
    currentMinute().errors += 1;
    if (errorSamples.length < 10) errorSamples.push(String(error));
    return null;
  }
}

function readPaths(images: string[]): string[] {
  const pages = [
    '/',
    '/restaurants',
    '/tours',
    '/events',
    '/news',
    '/contact',
    '/nl',
    '/nl/restaurants',
    '/nl/tours',
    '/restaurant/1',
    '/tour/2',
    '/nl/restaurant/3',
  ];
  const api = [
    '/api/restaurants',
    '/api/tours?lang=nl',
    '/api/events/upcoming',
    '/api/news/featured?lang=nl',
    '/api/testimonials',
    '/api/restaurants/editors-picks',
    '/healthz',
  ];
  return [...pages, ...api, ...images.map((id) => `/objects/uploads/${id}?w=800`)];
}

async function runReader(baseUrl: string, paths: string[], until: number): Promise<void> {
  while (Date.now() < until) {
    const p = paths[Math.floor(Math.random() * paths.length)]!;
    await timed(
      'reads',
      () => fetch(`${baseUrl}${p}`, { headers: { Accept: 'text/html,image/avif,image/webp,*/*' } }),
      (s) => s === 200,
    );
  }
}

const restaurant = (name: string) => ({
  priceRange: '$$',
  imageUrl: 'https://images.example/soak.jpg',
  translations: { en: { name, description: 'Soak test restaurant', cuisine: 'Surinamese', location: 'Paramaribo' } },
});

/** One write cycle: create, edit and delete a restaurant, create and delete a news article, one order. */
async function writeCycle(c: LoadClient, n: number): Promise<void> {
  const created = await timed(
    'writes',
    () => c.admin('/api/admin/restaurants', { method: 'POST', body: JSON.stringify(restaurant(`soak-${n}`)) }),
    (s) => s === 201,
  );
  const id = created ? ((await created.json()) as { id?: number }).id : undefined;
  if (id) {
    await timed(
      'writes',
      () => c.admin(`/api/admin/restaurants/${id}`, { method: 'PUT', body: JSON.stringify(restaurant(`soak-${n}-edited`)) }),
      (s) => s === 200,
    );
    await timed(
      'writes',
      () => c.admin(`/api/admin/restaurants/${id}`, { method: 'DELETE' }),
      (s) => s === 200,
    );
  }
  const news = await timed(
    'writes',
    () =>
      c.admin('/api/admin/news', {
        method: 'POST',
        body: JSON.stringify({
          imageUrl: 'https://images.example/n.jpg',
          translations: { en: { title: `soak ${n}`, content: 'Soak', category: 'Travel', excerpt: 'Soak' } },
        }),
      }),
    (s) => s === 201,
  );
  const newsId = news ? ((await news.json()) as { id?: number }).id : undefined;
  if (newsId)
    await timed(
      'writes',
      () => c.admin(`/api/admin/news/${newsId}`, { method: 'DELETE' }),
      (s) => s === 200,
    );
  await timed(
    'writes',
    () => sendReceiptOrder(c.baseUrl, `Soak Business ${n}`),
    (s) => s === 201,
  );
}

async function runWriter(c: LoadClient, until: number): Promise<void> {
  // Six writes per cycle: pace the cycles so the write rate stays at WRITES_PER_SECOND.
  const cycleMs = (6 / WRITES_PER_SECOND) * 1000;
  for (let n = 0; Date.now() < until; n++) {
    const t0 = Date.now();
    await writeCycle(c, n);
    await new Promise((r) => setTimeout(r, Math.max(0, cycleMs - (Date.now() - t0))));
  }
}

function readRssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const f = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));

function formatTable(totalSeconds: number): string {
  const rows = minutes.map((m, i) => {
    const n = m.reads.length + m.writes.length;
    const seconds = Math.min(60, totalSeconds - i * 60);
    return `| ${i + 1} | ${n} | ${(n / seconds).toFixed(0)} | ${m.errors} | ${m.busy} | ${f(pct(m.reads, 50))} | ${f(pct(m.reads, 99))} | ${f(pct(m.writes, 50))} | ${f(pct(m.writes, 99))} | ${Math.max(...m.rssMb, 0)} | ${Math.max(...m.heapMb, 0)} |`;
  });
  return [
    '| Minute | Requests | req/s | Errors | SQLITE_BUSY | Read p50 ms | Read p99 ms | Write p50 ms | Write p99 ms | Server RSS MB | JS heap MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const dataDir = copyFixture(await ensureFixture());
const server = await startServer(dataDir, {
  RATE_LIMIT_RECEIPTS: '1000000/60',
  RATE_LIMIT_RECEIPTS_GLOBAL: '1000000/60',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const images = fs.readdirSync(`${dataDir}/uploads`).slice(0, 6);
console.log(`Soak: ${SECONDS} s, ${READERS} readers, ~${WRITES_PER_SECOND} writes/s against ${server.baseUrl} (node ${process.version})`);
started = Date.now();
const until = started + SECONDS * 1000;
const rssTimer = setInterval(() => {
  currentMinute().rssMb.push(readRssMb(server.process.pid!));
  void fetch(`${server.baseUrl}/healthz`)
    .then((r) => r.json() as Promise<{ memory?: { heapUsedBytes?: number } }>)
    .then((h) => currentMinute().heapMb.push(Math.round((h.memory?.heapUsedBytes ?? 0) / 1048576)))
    .catch(() => {});
}, 5_000);
try {
  const client = await connectLoad(server.baseUrl);
  const paths = readPaths(images);
  await Promise.all([...Array.from({ length: READERS }, () => runReader(server.baseUrl, paths, until)), runWriter(client, until)]);
} finally {
  clearInterval(rssTimer);
  await server.stop();
}
// A partial last minute (shutdown) would skew the table; keep whole minutes when there are any.
if (minutes.length > 1 && Date.now() - started < minutes.length * 60_000 - 30_000) minutes.pop();
const logBusy = (server.output().match(/SQLITE_BUSY|database is locked/g) ?? []).length;
const table = formatTable(Math.min(SECONDS, (Date.now() - started) / 1000));
const totals = { errors: minutes.reduce((a, m) => a + m.errors, 0), busy: minutes.reduce((a, m) => a + m.busy, 0), busyInServerLog: logBusy };
console.log(`\n${table}\n\n${JSON.stringify(totals)}`);
if (errorSamples.length > 0) console.log(`Error samples:\n${errorSamples.join('\n')}`);

if (process.argv.includes('--write')) {
  const file = 'BENCHMARKS.md';
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = `## Soak\n\n\`npm run bench:soak\` (${SECONDS} s, ${READERS} reader connections, ~${WRITES_PER_SECOND} admin writes/s plus orders, loopback, ${new Date().toISOString().slice(0, 10)}). Errors ${totals.errors}, SQLITE_BUSY reaching a client ${totals.busy}, in the server log ${totals.busyInServerLog}.\n\n${table}\n`;
  const next = /## Soak\n[\s\S]*?(?=\n## |$)/.test(text) ? text.replace(/## Soak\n[\s\S]*?(?=\n## |$)/, section) : `${text.trimEnd()}\n\n${section}`;
  fs.writeFileSync(file, next);
  console.log('BENCHMARKS.md updated (section "Soak").');
}
process.exit(totals.errors + totals.busy + totals.busyInServerLog > 0 ? 1 : 0);
