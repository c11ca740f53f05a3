/**
 * `npm run bench:images`: times the upload image pipeline (sniff, decode, auto-rotate, strip,
 * AVIF + WebP at every width, fallback, atomic write) on photo-like images of typical phone sizes,
 * and prints a table of time and bytes. A benchmark, not a test: figures go into BENCHMARKS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const SIZES: [number, number, string][] = [
  [4032, 3024, '12 MP landscape (phone camera)'],
  [3000, 4000, '12 MP portrait'],
  [1920, 1080, 'Full HD landscape (screenshot, export)'],
  [1080, 1920, 'Full HD portrait (social export)'],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A photo-like JPEG: soft gradients, a few shapes and sensor-like noise, at quality 88 as phones save. */
async function makePhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="0.55" stop-color="hsl(${(hue + 40) % 360},50%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 120) % 360},45%,25%)"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.25}" fill="url(#sun)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="hsl(${(hue + 150) % 360},40%,22%)"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  // Texture at three scales (foliage, surfaces, sensor grain), so downscaled variants keep detail like a real photo.
  const layer = async (div: number, sigma: number) => {
    const w = Math.max(1, Math.round(width / div));
    const h = Math.max(1, Math.round(height / div));
    const noise = sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });
    return sharp(await noise.png().toBuffer())
      .resize(width, height, { kernel: 'cubic' })
      .removeAlpha()
      .raw()
      .toBuffer();
  };
  const layers = [await layer(24, 40), await layer(4, 30), await layer(1, 10)];
  for (let i = 0; i < base.length; i++) {
    let v = base[i]!;
    for (const l of layers) v += (l[i]! - 128) * 0.45;
    base[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_PATH;
  const { openDatabase } = await import('~/db/client');
  const { migrateDatabase } = await import('~/db/migrate');
  const { storeImage } = await import('~/features/media/store-image.server');
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  migrateDatabase(db);
  console.log(
    `Image pipeline on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.versions.node}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}); median of ${RUNS} runs; load average before ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  const rows: string[][] = [];
  for (const [i, [width, height, label]] of SIZES.entries()) {
    const input = await makePhoto(width, height, i + 1);
    const times: number[] = [];
    let stored = { id: '', bytes: 0 };
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      stored = await storeImage(db, input);
      times.push(performance.now() - started);
    }
    const dir = path.join(dataDir, 'uploads', stored.id);
    const size = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.statSync(path.join(dir, name)).size : 0);
    rows.push([
      `${width}×${height}`,
      label,
      kb(input.length),
      `${Math.round(median(times))} ms`,
      kb(size('w800.avif')),
      kb(size('w800.webp')),
      kb(size('w800.jpg')),
      kb(stored.bytes - size('master.jpg')),
    ]);
  }
  const head = ['Input', 'Kind', 'Upload', 'Processing', 'AVIF 800w', 'WebP 800w', 'JPEG 800w', 'All variants'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((x, c) => x.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  db.$client.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
