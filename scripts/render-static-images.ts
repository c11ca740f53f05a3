/**
 * Draws the bundled picture into public/images once (kept in git): the default hero background,
 * from the same SVG illustrations as the demo content.
 * Run again only when the picture should change: `npx tsx scripts/render-static-images.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderIllustrationSvg } from '~/db/seed/illustrations';
import type { IllustrationSpec } from '~/db/seed/types';
import { defaultHeroImage, type StaticImage } from '~/ui/static-images/static-images';

const publicDir = path.resolve('public');

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
  await sharp(master)
    .resize({ width: Math.min(800, image.width) })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(`${out}.jpg`);
  console.log(`wrote ${image.base} (${image.widths.join(', ')})`);
}

await writeImage(defaultHeroImage, { scene: 'river', palette: ['#1f6b3a', '#f59e0b', '#0e7490'], seed: 11 });
