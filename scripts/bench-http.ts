/**
 * `npm run bench:http`: throughput on loopback, side by side in one run. The built server (with
 * its page cache, and a second one with PAGE_CACHE=0) on copies of the seeded fixture, and nginx
 * from Debian serving the same page's HTML as a static file, each driven for BENCH_SECONDS
 * (default 10) at 32 connections by wrk from Debian (BENCH_LOADGEN=autocannon for autocannon). Prints requests per
 * second, p50, p99, errors and the ratio to nginx; `-- --write` records them in the "HTTP" section
 * of BENCHMARKS.md.
 */
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { getFreePort, startServer, type RunningServer } from '../tests/helpers/server';
import { formatTable, writeBenchmarkSection } from '../tools/perf/benchmarks-file';
import { runAutocannon, runWrk, type LoadOptions, type LoadResult } from '../tools/perf/load.server';
import { describeMachine, getToday } from '../tools/perf/machine';
import { ensureDebianCommand, startNginx, type RunningNginx } from '../tools/perf/nginx.server';
import { formatNumber } from '../tools/perf/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PAGE = '/restaurants';
const ENDPOINT = '/api/restaurants';

interface Run {
  name: string;
  url: string;
  result?: LoadResult;
}

/**
 * wrk by default: autocannon runs in Node on the same two cores and tops out near 10,000 req/s on
 * this machine, which caps nginx and the cached page alike and hides the difference (BENCHMARKS.md).
 */
function pickLoadGenerator(): { name: string; run: (url: string, o: LoadOptions) => Promise<LoadResult> } {
  if (process.env.BENCH_LOADGEN !== 'autocannon') {
    if (ensureDebianCommand('wrk')) return { name: 'wrk (2 threads)', run: runWrk };
    console.error('wrk is not available (apt-get install -y wrk): using autocannon');
  }
  return { name: 'autocannon', run: runAutocannon };
}

/** The targets, in the order they are driven (one at a time, each after a short warm-up). */
function listRuns(cached: RunningServer, uncached: RunningServer, nginx: RunningNginx | null): Run[] {
  const runs: Run[] = [
    { name: `Cached page \`${PAGE}\``, url: `${cached.baseUrl}${PAGE}` },
    { name: `Same page, cache off (PAGE_CACHE=0)`, url: `${uncached.baseUrl}${PAGE}` },
    { name: `List endpoint \`${ENDPOINT}\` (cached)`, url: `${cached.baseUrl}${ENDPOINT}` },
    { name: `List endpoint, cache off (PAGE_CACHE=0)`, url: `${uncached.baseUrl}${ENDPOINT}` },
  ];
  if (nginx) runs.push({ name: `nginx, the same page's HTML as a static file`, url: `${nginx.url}/restaurants.html` });
  return runs;
}

function judge(runs: Run[]): string[] {
  const [cached, uncachedPage, endpoint, , nginx] = runs.map((r) => r.result);
  const out: string[] = [];
  const check = (ok: boolean, text: string) => out.push(`${ok ? 'Met' : 'MISSED'}: ${text}`);
  if (cached && nginx) {
    const share = cached.rps / nginx.rps;
    check(share >= 0.3, `cached page at ${formatNumber(share * 100, 0)}% of nginx's rate (target at least 30%)`);
  }
  if (cached) {
    check(cached.p99 < 20, `cached page p99 ${formatNumber(cached.p99, 1)} ms (target under 20 ms)`);
    check(cached.errors === 0, `cached page errors: ${cached.errors} (target 0)`);
  }
  if (uncachedPage) check(uncachedPage.rps >= 500, `uncached list page ${formatNumber(uncachedPage.rps, 0)} req/s (target at least 500)`);
  if (endpoint) check(endpoint.rps >= 3000, `list endpoint ${formatNumber(endpoint.rps, 0)} req/s (target at least 3,000)`);
  return out;
}

async function main(): Promise<void> {
  const loadgen = pickLoadGenerator();
  const fixture = await ensureFixture();
  const quiet = { LOG_LEVEL: 'warn' };
  const cached = await startServer(copyFixture(fixture), quiet);
  const uncached = await startServer(copyFixture(fixture), { ...quiet, PAGE_CACHE: '0' });
  let nginx: RunningNginx | null = null;
  try {
    const html = await (await fetch(`${cached.baseUrl}${PAGE}`)).text();
    if (ensureDebianCommand('nginx')) nginx = await startNginx({ 'restaurants.html': html }, await getFreePort());
    else console.error('nginx is not available (apt-get install -y nginx): its row is left out.');
    const runs = listRuns(cached, uncached, nginx);
    for (const run of runs) {
      await loadgen.run(run.url, { connections: CONNECTIONS, seconds: Math.min(3, SECONDS) }); // warm-up
      run.result = await loadgen.run(run.url, { connections: CONNECTIONS, seconds: SECONDS });
      console.error(`${run.name}: ${formatNumber(run.result.rps, 0)} req/s`);
    }
    const base = runs.find((r) => r.url.includes('.html'))?.result?.rps ?? Number.NaN;
    const table = formatTable(
      ['Target', 'req/s', 'p50 (ms)', 'p99 (ms)', 'Errors', 'Share of nginx'],
      runs.map((r) => [
        r.name,
        formatNumber(r.result?.rps ?? Number.NaN, 0),
        formatNumber(r.result?.p50 ?? Number.NaN, 1),
        formatNumber(r.result?.p99 ?? Number.NaN, 1),
        r.result?.errors ?? '–',
        `${formatNumber(((r.result?.rps ?? Number.NaN) / base) * 100, 0)}%`,
      ]),
    );
    const body = [
      `Measured ${getToday()} by \`npm run bench:http\` on ${describeMachine()}.`,
      `${loadgen.name}, ${CONNECTIONS} connections, ${SECONDS} s per target after a warm-up, on loopback; the load generator shares the machine's cores with the server. No compression requested (identity bodies on every row).`,
      '',
      table,
      '',
      ...judge(runs).map((line) => `- ${line}`),
    ].join('\n');
    console.log(body);
    if (process.argv.includes('--write')) writeBenchmarkSection('HTTP', body);
  } finally {
    await nginx?.stop();
    await cached.stop();
    await uncached.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
