/**
 * Draws the bundled pictures into public/images once (kept in git): the default hero background
 * and the five sample events' pictures, from the same SVG illustrations as the demo content.
 * Run again only when a picture should change: `npx tsx scripts/render-static-images.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderIllustrationSvg } from '../src/db/seed/illustrations';
import type { IllustrationSpec } from '../src/db/seed/types';
import { defaultHeroImage, getSampleEventImage, type StaticImage } from '../src/content/static-images';

const publicDir = path.resolve('public');

/** The picture of each sample event (ids of src/content/sample-events.ts). */
const sampleEventPictures: Record<number, IllustrationSpec> = {
  2: { scene: 'music', palette: ['#15803d', '#facc15', '#0f172a'], seed: 21 },
  3: { scene: 'drinks', palette: ['#7e22ce', '#f472b6', '#0f172a'], seed: 5 },
  4: { scene: 'village', palette: ['#c2410c', '#fbbf24', '#14532d'], seed: 8 },
  5: { scene: 'festival', palette: ['#ea580c', '#22d3ee', '#1e1b4b'], seed: 13 },
  6: { scene: 'city', palette: ['#6d28d9', '#38bdf8', '#020617'], seed: 17 },
};

async function writeImage(image: StaticImage, spec: IllustrationSpec): Promise<void> {
  const svg = Buffer.from(renderIllustrationSvg(spec, image.width, image.height));
  const master = await sharp(svg).png().toBuffer();
  const out = path.join(publicDir, image.base);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (const w of image.widths) {
    const resized = sharp(master).resize({ width: w });
    // AVIF at effort 4 is slow but runs once; quality 50 keeps flat vector art crisp and small.
    await resized.clone().avif({ quality: 50, effort: 4 }).toFile(`${out}-${w}.avif`);
    await resized.clone().webp({ quality: 72 }).toFile(`${out}-${w}.webp`);
  }
  await sharp(master).resize({ width: Math.min(800, image.width) }).jpeg({ quality: 72, mozjpeg: true }).toFile(`${out}.jpg`);
  console.log(`wrote ${image.base} (${image.widths.join(', ')})`);
}

await writeImage(defaultHeroImage, { scene: 'river', palette: ['#1f6b3a', '#f59e0b', '#0e7490'], seed: 11 });
for (const [id, spec] of Object.entries(sampleEventPictures)) {
  await writeImage(getSampleEventImage(Number(id)), spec);
}
