/**
 * `npm run screenshots:pairs [-- <before> <after>]`: each shot of screenshots/<before>/ beside its
 * partner in screenshots/<after>/ (defaults: 'before' and 'after', or 'current' when there is no
 * 'after' run) as screenshots/pairs/<name>.png: both scaled to the shot's width, labelled in a strip
 * on top, long pages cut to their first CAP px (the strip says so), so each file stays viewable;
 * plus screenshots/pairs/index.html listing every pair and those shot on one side only.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { oneSided, pairShots, type Pair } from './screenshots-pairing';

const CAP = 3000;
const STRIP = 40;
const GAP = 16;
const BACKGROUND = { r: 208, g: 208, b: 208 };

const [beforeLabel = 'before', afterLabel = fs.existsSync(path.resolve('screenshots/after')) ? 'after' : 'current'] = process.argv.slice(2);
const dirOf = (label: string) => path.resolve('screenshots', label);
const outDir = path.resolve('screenshots/pairs');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Run {
  label: string;
  commit?: string;
  clock?: string;
  seconds?: number;
}

function readRun(label: string): Run {
  const file = path.join(dirOf(label), 'run.json');
  return fs.existsSync(file) ? { label, ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Run, 'label'>) } : { label };
}

const runName = (run: Run) => `${run.label}${run.commit ? ` ${run.commit.slice(0, 7)}` : ''}`;

/** One side, scaled to `width` and cut to CAP px, with the text for its strip. */
async function panel(file: string | undefined, run: Run, width: number): Promise<{ input: Buffer; height: number; text: string }> {
  if (!file) {
    const input = await sharp({ create: { width, height: 120, channels: 3, background: { r: 245, g: 245, b: 245 } } })
      .png()
      .toBuffer();
    return { input, height: 120, text: `${runName(run)}: no such page or tab` };
  }
  const full = path.join(dirOf(run.label), file);
  const meta = await sharp(full).metadata();
  const scaledHeight = Math.round((meta.height * width) / meta.width);
  const height = Math.min(scaledHeight, CAP);
  const input = await sharp(full).resize({ width }).extract({ left: 0, top: 0, width, height }).png().toBuffer();
  const cut = scaledHeight > CAP ? ` (first ${CAP} of ${scaledHeight} px)` : '';
  const scaled = meta.width !== width ? ` (scaled from ${meta.width} px wide)` : '';
  return { input, height, text: `${runName(run)}${cut}${scaled}` };
}

async function writePair(pair: Pair, before: Run, after: Run): Promise<void> {
  const width = Number(/-(\d+)$/.exec(pair.name)?.[1] ?? 1280);
  const [left, right] = await Promise.all([panel(pair.before, before, width), panel(pair.after, after, width)]);
  const total = width * 2 + GAP;
  const label = (text: string, x: number) =>
    `<text x="${x + 8}" y="26" font-family="DejaVu Sans, sans-serif" font-size="${width < 800 ? 13 : 18}" font-weight="bold" fill="#111">${escape(text)}</text>`;
  const strip = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${STRIP}"><rect width="100%" height="100%" fill="#fff7d6"/>${label(`before: ${left.text}`, 0)}${label(`after: ${right.text}`, width + GAP)}</svg>`,
  );
  await sharp({ create: { width: total, height: STRIP + Math.max(left.height, right.height), channels: 3, background: BACKGROUND } })
    .composite([
      { input: strip, left: 0, top: 0 },
      { input: left.input, left: 0, top: STRIP },
      { input: right.input, left: width + GAP, top: STRIP },
    ])
    .png()
    .toFile(path.join(outDir, `${pair.name}.png`));
}

function indexHtml(pairs: readonly Pair[], before: Run, after: Run): string {
  const { beforeOnly, afterOnly } = oneSided(pairs);
  const runLine = (run: Run) => `<li>${escape(runName(run))}: clock ${escape(run.clock ?? '?')}, ${run.seconds ?? '?'} s</li>`;
  const item = (p: Pair) =>
    `<li><a href="${encodeURIComponent(p.name)}.png">${escape(p.name)}</a>${p.before && p.after && p.before !== p.after ? ` <small>(before: ${escape(p.before)})</small>` : ''}</li>`;
  const list = (title: string, items: readonly Pair[]) => `<h2>${title} (${items.length})</h2>\n<ul>\n${items.map(item).join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots: ${escape(before.label)} / ${escape(after.label)}</title>
<style>body{font-family:sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem}li{margin:.2rem 0}</style></head>
<body><h1>Screenshots side by side</h1>
<ul>${runLine(before)}${runLine(after)}</ul>
${before.clock !== after.clock ? "<p>Each run stands at its own fixture's seed moment: the demo content is seeded relative to it, but the hour differs, and with it what is open now.</p>\n" : ''}<p>Long pages are cut to their first ${CAP} px in each pair; the full shots are in screenshots/${escape(before.label)}/ and screenshots/${escape(after.label)}/.</p>
${list(
  'Pairs',
  pairs.filter((p) => p.before && p.after),
)}
${list(`Only in ${escape(before.label)}`, beforeOnly)}
${list(`Only in ${escape(after.label)}`, afterOnly)}
</body></html>
`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const pngs = (label: string) => {
    if (!fs.existsSync(dirOf(label))) throw new Error(`screenshots/${label}/ is missing: run \`npm run screenshots\` first (README, Screenshots).`);
    return fs.readdirSync(dirOf(label)).filter((f) => f.endsWith('.png'));
  };
  const pairs = pairShots(pngs(beforeLabel), pngs(afterLabel));
  const [before, after] = [readRun(beforeLabel), readRun(afterLabel)];
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const pair of pairs) await writePair(pair, before, after);
  fs.writeFileSync(path.join(outDir, 'index.html'), indexHtml(pairs, before, after));
  const { beforeOnly, afterOnly } = oneSided(pairs);
  console.log(`${pairs.length} files in screenshots/pairs/ in ${Math.round((Date.now() - started) / 1000)} s (open index.html)`);
  for (const [title, items] of [[`Only in ${beforeLabel}`, beforeOnly] as const, [`Only in ${afterLabel}`, afterOnly] as const])
    if (items.length > 0) console.log(`${title}:\n  ${items.map((p) => p.name).join('\n  ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
