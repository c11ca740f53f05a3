/**
 * `npm run bench:pages`: for each public page in English and Dutch, the bytes of the first view
 * on a 412 px phone (HTML, CSS and JS compressed, images as fetched) and the Lighthouse mobile
 * scores (median of BENCH_RUNS runs, default 3), against the built server on a copy of the seeded
 * fixture, in Debian's Chromium. `-- --write` also replaces the "Pages" section of BENCHMARKS.md.
 * BENCH_PAGES=/restaurants,/tour/1 limits the run to some pages; BENCH_SECTION names the section to
 * write (`npm run bench:lighthouse` runs the issue 7 pages into "Lighthouse").
 */
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { measureFirstView, type FirstView } from '../e2e/budget/first-view';
import { localize, PUBLIC_PAGES } from '../e2e/budget/pages';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer } from '../tests/helpers/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  page: string;
  lang: 'en' | 'nl';
  path: string;
  view: FirstView;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => (n / 1024).toFixed(1);

/** Lighthouse's mobile run (its default config), scores 0-100 and LCP/CLS, for one URL. */
async function runLighthouse(url: string, port: number, attempt = 1): Promise<{ scores: Row['scores']; lcpMs: number; tbtMs: number; cls: number }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr;
  const failure = !lhr ? 'no result' : lhr.runtimeError?.message;
  if (failure) {
    // Trace recording fails now and then on a busy machine (NO_NAVSTART); such a run says nothing about the page.
    if (attempt < 3) return runLighthouse(url, port, attempt + 1);
    throw new Error(`Lighthouse failed on ${url} three times: ${failure}`);
  }
  const report = lhr!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
  return {
    scores,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/**
 * Sets local storage for the server's origin in Lighthouse's Chrome, or removes those keys again.
 * Lighthouse clears the cache before each run but keeps local storage, so a page that needs what
 * an earlier screen stored (the bank-transfer page, the order) is measured as a visitor sees it.
 */
async function setLighthouseStorage(port: number, origin: string, storage: Record<string, string>, remove = false): Promise<void> {
  const chrome = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await chrome.contexts()[0]!.newPage();
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate(
      ({ entries, remove }) => {
        for (const [key, value] of Object.entries(entries)) {
          if (remove) localStorage.removeItem(key);
          else localStorage.setItem(key, value);
        }
      },
      { entries: storage, remove },
    );
    await tab.close();
  } finally {
    await chrome.close(); // disconnects; the Chrome started by chrome-launcher stays up
  }
}

/** The median of several Lighthouse runs, per score. */
async function runLighthouseMedian(url: string, port: number): Promise<Pick<Row, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>> {
  const runs: Awaited<ReturnType<typeof runLighthouse>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(url, port));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Row['scores'];
  return { scores, lcpMs: median(runs.map((r) => r.lcpMs)), tbtMs: median(runs.map((r) => r.tbtMs)), cls: median(runs.map((r) => r.cls)) };
}

/** The figures as a Markdown table. */
function formatTable(rows: Row[]): string {
  const head =
    '| Page | Lang | HTML gzip / br (KB) | CSS gzip (KB) | JS gzip (KB) | Images (KB, files) | Perf | A11y | Best pr. | SEO | LCP (s) | TBT (ms) | CLS |';
  const sep = '|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map((r) =>
    [
      `${r.page} \`${r.path}\``,
      r.lang,
      `${kb(r.view.html.gzip)} / ${kb(r.view.html.brotli)}`,
      kb(r.view.css.gzip),
      kb(r.view.js.gzip),
      `${kb(r.view.images)} (${r.view.imageCount})`,
      r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      (r.lcpMs / 1000).toFixed(1),
      Math.round(r.tbtMs),
      r.cls.toFixed(3),
    ].join(' | '),
  );
  return [head, sep, ...lines.map((l) => `| ${l} |`)].join('\n');
}

/** Marks where the hand-written notes of a section start (they survive `--write`). */
const NOTES_MARKER = '<!-- notes: kept by bench:pages --write -->';

/** Replaces (or appends) the "## Pages" section (BENCH_SECTION, e.g. "Lighthouse") of BENCHMARKS.md, leaving other sections and its notes alone. */
function writeSection(body: string): void {
  const file = 'BENCHMARKS.md';
  const title = process.env.BENCH_SECTION || 'Pages';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`\n## ${title}\n`);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const old = start === -1 ? '' : current.slice(start, next === -1 ? undefined : next);
  // Written notes below the marker are kept; only the figures above them are replaced.
  const notes = old.includes(NOTES_MARKER) ? `\n${old.slice(old.indexOf(NOTES_MARKER)).trim()}\n` : '';
  const section = `## ${title}\n\n${body.trim()}\n${notes}`;
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  fs.writeFileSync(file, `${current.slice(0, start + 1)}${section}${next === -1 ? '' : current.slice(next)}`);
}

async function main(): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  const pages = PUBLIC_PAGES.filter((p) => !only || only.includes(p.path));
  const server = await startServer(copyFixture(await ensureFixture()));
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const rows: Row[] = [];
  try {
    // One discarded run, so the first page does not pay for a cold browser and server.
    await runLighthouse(`${server.baseUrl}${localize(pages[0]?.path ?? '/', 'en')}`, chrome.port);
    for (const page of pages) {
      for (const lang of ['en', 'nl'] as const) {
        const path = localize(page.path, lang);
        const url = `${server.baseUrl}${path}`;
        const view = await measureFirstView(browser, url, page.storage);
        if (page.storage) await setLighthouseStorage(chrome.port, server.baseUrl, page.storage);
        const lh = await runLighthouseMedian(url, chrome.port);
        if (page.storage) await setLighthouseStorage(chrome.port, server.baseUrl, page.storage, true);
        rows.push({ page: page.name, lang, path, view, ...lh });
        console.error(
          `${path}: HTML ${kb(view.html.gzip)} KB gzip, perf ${lh.scores.performance}, a11y ${lh.scores.accessibility}, bp ${lh.scores['best-practices']}, seo ${lh.scores.seo}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await browser.close();
    await server.stop();
  }
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'} (load average ${os.loadavg()[0]!.toFixed(1)} at the end)`;
  const body = [
    `First view on a 412 × 823 px phone (DPR 1.75) and Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} (mobile, simulated slow 4G),`,
    `measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:pages\` on ${cpu}, Node ${process.versions.node}, Debian Chromium.`,
    'Text sizes are the bodies compressed by the script (gzip level 6, brotli quality 5), whatever the server sends.',
    'Images are the bytes fetched for the first view (AVIF where the browser takes it).',
    '',
    formatTable(rows),
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection(body);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
