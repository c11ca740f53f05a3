/**
 * `npm run bench:scale`: does a page's cost follow the page or the catalogue? Builds two scratch
 * databases (50 and 50,000 restaurants, with proportionate tours, events and news), serves each
 * with the built site and the page cache off (PAGE_CACHE=0: every request renders), and measures
 * uncached latency of the list page, a detail page and the list endpoint on one kept-alive
 * connection, alternating between the two servers in rounds so machine noise hits both alike.
 * Prints p50/p99, the 50,000 : 50 ratios and each server's memory; `-- --write` records them in
 * the "Scale" section of BENCHMARKS.md. BENCH_SCALE_SIZES=50,50000 and BENCH_SCALE_REQUESTS=600.
 * Search (issue 18): p50/p99 of one search answer at each size over a mix of queries, and the index's share of the database,
 * in the "Search at scale" section. BENCH_SCALE_ONLY=search runs only that part (no servers: minutes instead of most of an hour).
 */
import os from 'node:os';
import { formatTable, writeBenchmarkSection } from '../tools/perf/benchmarks-file';
import { sampleLatency } from '../tools/perf/load.server';
import { describeMachine, getToday } from '../tools/perf/machine';
import { readRssMb } from '../tools/perf/process-memory';
import { prepareScaleSite, type ScaleSite } from '../tools/perf/scale-site.server';
import { benchSearch, SEARCH_CASES, SUGGEST_CASES, type IndexShare } from '../tools/perf/search-scale.server';
import { formatNumber, getPercentile } from '../tools/perf/stats';
import { startServer, type RunningServer } from '../tests/helpers/server';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '50,50000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 600);
const ROUNDS = 6;
const TARGET_RATIO = 1.2;
const TARGET_GROWTH_MB = 50;
const ONLY_SEARCH = process.env.BENCH_SCALE_ONLY === 'search';
const SEARCH_ROUNDS = Number(process.env.BENCH_SCALE_SEARCH_ROUNDS ?? 200);
// Issue 32: the whole mix (typos and two-word queries included) p50 5 ms and p99 25 ms, suggest p95 10 ms, the index
// (typo structure included) at most 35% of the database, all at 50,000 restaurants.
const SEARCH_TARGET_MS = 5;
const SEARCH_TARGET_P99_MS = 25;
const SUGGEST_TARGET_P95_MS = 10;
const SEARCH_TARGET_SHARE = 0.35;

interface Target {
  name: string;
  path: (size: number) => string;
  /** Part of the target, or shown for information. */
  scored: boolean;
}

const TARGETS: Target[] = [
  { name: 'List page `/restaurants`', path: () => '/restaurants', scored: true },
  { name: 'Detail page `/restaurant/{middle id}`', path: (n) => `/restaurant/${Math.ceil(n / 2)}`, scored: true },
  // One page of 24 at both sizes: the endpoint's default answer holds up to 100, so it would hold 50 vs 100 items.
  { name: 'List endpoint `/api/restaurants?limit=24`', path: () => '/api/restaurants?limit=24', scored: true },
  { name: 'List endpoint, default answer `/api/restaurants` (50 vs 100 items)', path: () => '/api/restaurants', scored: false },
  { name: 'Dutch list, one filter `/nl/restaurants?category=international`', path: () => '/nl/restaurants?category=international', scored: false },
  // Issue 18: the open-now filter (EXISTS on restaurant_open_times per row); at night every row is checked and none match.
  { name: 'Open now `/restaurants?open=now`', path: () => '/restaurants?open=now', scored: false },
  { name: 'List page, last page `/restaurants?page={last}`', path: (n) => `/restaurants?page=${Math.ceil(n / 24)}`, scored: false },
  { name: 'Home `/`', path: () => '/', scored: false },
  { name: 'Search page `/search?q=roti`', path: () => '/search?q=roti', scored: false },
];

interface Site {
  size: number;
  scale: ScaleSite;
  server: RunningServer | null;
  times: Map<string, number[]>;
  rssMb: number;
  search: { times: Map<string, number[]>; suggest: Map<string, number[]>; share: IndexShare };
}

async function startSite(size: number): Promise<Site> {
  const started = Date.now();
  const scale = await prepareScaleSite(size);
  console.error(`${size} restaurants: database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(scale.counts)})`);
  // Search first, in this process, before a server shares the cores.
  const search = benchSearch(scale.dataDir, SEARCH_ROUNDS);
  const server = ONLY_SEARCH ? null : await startServer(scale.dataDir, { PAGE_CACHE: '0', LOG_LEVEL: 'warn' });
  return { size, scale, server, times: new Map(), rssMb: Number.NaN, search };
}

/** Measures every target on every site, in rounds that alternate between the sites. */
async function measure(sites: Site[]): Promise<void> {
  const base = (site: Site) => site.server?.baseUrl ?? '';
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (const site of sites) for (const t of TARGETS) await sampleLatency(`${base(site)}${t.path(site.size)}`, 30); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of TARGETS) {
      for (const site of sites) {
        const url = `${base(site)}${t.path(site.size)}`;
        const sample = await sampleLatency(url, perRound);
        const times = site.times.get(t.name) ?? [];
        times.push(...sample.times);
        site.times.set(t.name, times);
      }
    }
    console.error(`round ${round + 1}/${ROUNDS} done`);
  }
  for (const site of sites) site.rssMb = readRssMb(site.server?.process.pid ?? 0);
}

function buildReport(sites: Site[]): { table: string; verdicts: string[] } {
  const [small, large] = [sites[0] as Site, sites[sites.length - 1] as Site];
  const stat = (site: Site, name: string, p: number) => getPercentile(site.times.get(name) ?? [], p);
  const verdicts: string[] = [];
  const rows = TARGETS.map((t) => {
    const r50 = stat(large, t.name, 50) / stat(small, t.name, 50);
    const r99 = stat(large, t.name, 99) / stat(small, t.name, 99);
    if (t.scored) {
      const worst = Math.max(r50, r99);
      verdicts.push(
        worst <= TARGET_RATIO
          ? `${t.name}: within ${TARGET_RATIO}× (${formatNumber(worst, 2)}×)`
          : `${t.name}: MISSED, ${formatNumber(worst, 2)}× against ${TARGET_RATIO}×`,
      );
    }
    return [
      `${t.name}${t.scored ? '' : ' (info)'}`,
      `${formatNumber(stat(small, t.name, 50), 2)} / ${formatNumber(stat(small, t.name, 99), 2)}`,
      `${formatNumber(stat(large, t.name, 50), 2)} / ${formatNumber(stat(large, t.name, 99), 2)}`,
      `${formatNumber(r50, 2)}× / ${formatNumber(r99, 2)}×`,
    ];
  });
  const growth = large.rssMb - small.rssMb;
  rows.push([
    'Server memory (RSS after the run, MB)',
    formatNumber(small.rssMb, 0),
    formatNumber(large.rssMb, 0),
    `${growth >= 0 ? '+' : ''}${formatNumber(growth, 0)} MB`,
  ]);
  verdicts.push(
    growth < TARGET_GROWTH_MB
      ? `Memory growth ${formatNumber(growth, 0)} MB: under ${TARGET_GROWTH_MB} MB`
      : `Memory growth: MISSED, ${formatNumber(growth, 0)} MB against ${TARGET_GROWTH_MB} MB`,
  );
  const header = [
    'Uncached (PAGE_CACHE=0), ms p50 / p99',
    `${small.size.toLocaleString('en-US')} restaurants`,
    `${large.size.toLocaleString('en-US')} restaurants`,
    'Ratio p50 / p99',
  ];
  return { table: formatTable(header, rows), verdicts };
}

/** The "Search at scale" section: p50 / p99 per query and over the whole mix, and the index's share of the database. */
function buildSearchReport(sites: Site[]): string {
  const [small, large] = [sites[0] as Site, sites[sites.length - 1] as Site];
  const cell = (times: number[]) => `${formatNumber(getPercentile(times, 50), 2)} / ${formatNumber(getPercentile(times, 99), 2)}`;
  const mix = (site: Site) => [...site.search.times.values()].flat();
  const rows = SEARCH_CASES.map((c) => [c.label, cell(small.search.times.get(c.label) ?? []), cell(large.search.times.get(c.label) ?? [])]);
  rows.push(['**The whole mix**', cell(mix(small)), cell(mix(large))]);
  const p95 = (times: number[]) => `${formatNumber(getPercentile(times, 50), 2)} / ${formatNumber(getPercentile(times, 95), 2)}`;
  const suggestMix = (site: Site) => [...site.search.suggest.values()].flat();
  rows.push(['**Suggest** (`/api/search/suggest`), ms p50 / p95', '', '']);
  for (const c of SUGGEST_CASES) rows.push([c.label, p95(small.search.suggest.get(c.label) ?? []), p95(large.search.suggest.get(c.label) ?? [])]);
  rows.push(['**All suggest queries**', p95(suggestMix(small)), p95(suggestMix(large))]);
  // The index's part of the whole database file (the goal), and what it adds to the rest.
  const share = (site: Site) => {
    const { databaseBytes, indexBytes } = site.search.share;
    const part = indexBytes / databaseBytes;
    const added = indexBytes / (databaseBytes - indexBytes);
    return {
      part,
      text: `${formatNumber(indexBytes / 1e6, 1)} MB of ${formatNumber(databaseBytes / 1e6, 1)} MB: ${formatNumber(part * 100, 0)}% (adds ${formatNumber(added * 100, 0)}%)`,
    };
  };
  rows.push(['Search index (FTS5 tables) / database', share(small).text, share(large).text]);
  const header = ['Search answer, ms p50 / p99', `${small.size.toLocaleString('en-US')} restaurants`, `${large.size.toLocaleString('en-US')} restaurants`];
  const at = large.size.toLocaleString('en-US');
  const verdict = (ok: boolean, what: string, value: string, target: string) =>
    ok ? `${what} at ${at}: ${value}, within ${target}` : `${what} at ${at}: MISSED, ${value} against ${target}`;
  const p50 = getPercentile(mix(large), 50);
  const p99 = getPercentile(mix(large), 99);
  const suggest95 = getPercentile(suggestMix(large), 95);
  const part = share(large).part;
  const verdicts = [
    verdict(p50 <= SEARCH_TARGET_MS, 'Search p50 (whole mix)', `${formatNumber(p50, 2)} ms`, `${SEARCH_TARGET_MS} ms`),
    verdict(p99 <= SEARCH_TARGET_P99_MS, 'Search p99 (whole mix)', `${formatNumber(p99, 2)} ms`, `${SEARCH_TARGET_P99_MS} ms`),
    verdict(suggest95 <= SUGGEST_TARGET_P95_MS, 'Suggest p95', `${formatNumber(suggest95, 2)} ms`, `${SUGGEST_TARGET_P95_MS} ms`),
    verdict(part <= SEARCH_TARGET_SHARE, 'The index', `${formatNumber(part * 100, 0)}% of the database`, `${SEARCH_TARGET_SHARE * 100}%`),
  ];
  return [
    `Measured ${getToday()} by \`${ONLY_SEARCH ? 'BENCH_SCALE_ONLY=search ' : ''}npm run bench:scale\` on ${describeMachine()} (load average ${os.loadavg()[0]?.toFixed(1)} at the end).`,
    `One search answer (searchContent, behind /search and /api/search, 12 results a page) and one suggest answer (suggestItems, 8 names with thumbnails) timed in process, ${SEARCH_ROUNDS} times per query and size after a warm-up, the queries interleaved; the same catalogues as "Scale".`,
    '',
    formatTable(header, rows),
    '',
    ...verdicts.map((v) => `- ${v}`),
    '',
    'How (drizzle/0015_search_index_compact.sql, src/features/search/search.server.ts, search-rank.server.ts): the first index (0011:',
    'a copy of every text, word positions, 2- and 3-letter prefix indexes, bm25 and a count of every match) answered in about 1 s at',
    '50,000 and added 160%. Now the index is contentless with detail=column; a search reads at most the newest 1,000 matching items',
    'in rowid order (counts above read "1,000+"), tries exact words before prefixes, takes one kind from the all-kinds window when',
    'that holds every match, ranks the newest 150 of those items (RANK_CAP; the rest follow newest first) by language, then bm25,',
    'then age, and reads texts and snippets for the shown page only. The catalogue is filled through the triggers in batches of',
    "5,000 rows, as writes would, so the index has many segments (FTS5's automerge, no 'optimize'). Typos: the vocabulary",
    "(fts5vocab, bucketed by first and second letter, search-typos.server.ts) is kept per connection until the index's structure",
    'record changes, so the table shows the kept case; the first typo search after a write still pays the read. fts5vocab is a view',
    'of the index, so typos add nothing to its size. Only the last word of a query is a prefix (finished words as prefixes made',
    '`saoto nickrie`-like queries five times slower). Suggestions rank the newest 40 matches instead of 150 and read no snippets.',
    '',
    "bm25: FTS5's bm25() answers 0 for every row of this index. On a detail=column (or none) index FTS5 finds a row's word",
    "instances by tokenizing the row's stored text again (fts5CsrPoslist), and a contentless index has no stored text: no",
    'instances, a score of 0 (columnsize is not the cause: the sizes are kept; the same index with its content, or detail=full,',
    'scores). detail=full would add word positions (+34% measured before, over the 30% goal); a column filter over the found rowid',
    "range walks the whole list of a common word (20-50 ms at 50,000). So search-rank.server.ts computes FTS5's formula (k1 1.2,",
    'b 0.75, column weights name 10, category 4, place 2, description 1) for the ranked items: the short texts (name, category,',
    "place) by primary key in the language found, each row's length from search_index_docsize, the row count and average length",
    "from the index's averages record, IDF from a count of the rows holding each word (kept per index state; a one-word query",
    'needs none). A word found in none of the short texts is in the description (the row matched), counted once there.',
    'Earlier the same day, at load average above 30 (all times high): the mix was 54.7 ms p50 before bm25, 63.8 with bm25 over',
    'all 1,000 items, 34.6 with the texts of the found language only, RANK_CAP 300 and ASCII texts unfolded. On a quiet machine',
    '(load about 1), two runs each: RANK_CAP 300 gave a mix of 5.53 and 5.22 ms p50 at 50,000, RANK_CAP 150 gave 4.13 and 4.27.',
    'The cap ranks the newest 150 items by bm25 (a page shows 12); the demo catalogue (about 60 items) is ranked whole.',
  ].join('\n');
}

async function main(): Promise<void> {
  const sites: Site[] = [];
  try {
    for (const size of SIZES) sites.push(await startSite(size));
    if (!ONLY_SEARCH) await measure(sites);
  } finally {
    for (const site of sites) {
      await site.server?.stop();
      site.scale.remove();
    }
  }
  const search = buildSearchReport(sites);
  console.log(search);
  if (process.argv.includes('--write')) writeBenchmarkSection('Search at scale', search);
  if (ONLY_SEARCH) return;
  const { table, verdicts } = buildReport(sites);
  const counts = sites
    .map((s) => `${s.size.toLocaleString('en-US')}: ${s.scale.counts.tours} tours, ${s.scale.counts.events} events, ${s.scale.counts.news} news`)
    .join('; ');
  const body = [
    `Measured ${getToday()} by \`npm run bench:scale\` on ${describeMachine()}.`,
    `${REQUESTS} sequential requests per page and size on one kept-alive connection, in ${ROUNDS} rounds alternating between the two servers; catalogues ${counts}.`,
    '',
    table,
    '',
    ...verdicts.map((v) => `- ${v}`),
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeBenchmarkSection('Scale', body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
