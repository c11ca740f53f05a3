/**
 * The app icons, drawn at build by sharp from one source image (./icon.svg: the star mark of the
 * favicon, inside the maskable safe zone, a circle of 80% of the width, so one image serves both).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICONS } from './icons';

export async function buildIcons(clientDir: string, sourceSvg: string): Promise<string[]> {
  const svg = fs.readFileSync(sourceSvg);
  fs.mkdirSync(path.join(clientDir, 'icons'), { recursive: true });
  for (const icon of APP_ICONS) {
    await sharp(svg, { density: 72 * (icon.size / 512) * 4 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(clientDir, icon.file));
  }
  return APP_ICONS.map((i) => i.file);
}
