import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStaticSrcset, defaultHeroImage, getSampleEventImage, getStaticFallback, isStaticImageBase } from './static-images';

describe('bundled pictures', () => {
  it('builds a srcset with one entry per width', () => {
    expect(buildStaticSrcset(getSampleEventImage(2), 'avif')).toBe('/images/events/sample-2-400.avif 400w, /images/events/sample-2-800.avif 800w');
  });

  it('tells bundled bases from uploads and files', () => {
    expect(isStaticImageBase('/images/events/sample-3')).toBe(true);
    expect(isStaticImageBase('/objects/uploads/abcdefgh1')).toBe(false);
    expect(isStaticImageBase('/images/hero.jpg')).toBe(false);
    expect(isStaticImageBase(null)).toBe(false);
  });

  it('has every referenced file in public/', () => {
    const images = [defaultHeroImage, ...[2, 3, 4, 5, 6].map(getSampleEventImage)];
    for (const image of images) {
      const files = [getStaticFallback(image), ...(['avif', 'webp'] as const).flatMap((f) => buildStaticSrcset(image, f).split(', ').map((e) => e.split(' ')[0]!))];
      for (const file of files) expect(fs.existsSync(path.join('public', file)), file).toBe(true);
    }
  });
});
