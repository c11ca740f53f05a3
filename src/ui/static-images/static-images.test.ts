import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStaticSrcset, defaultHeroImage, getStaticFallback } from './static-images';

describe('bundled pictures', () => {
  it('builds a srcset with one entry per width', () => {
    expect(buildStaticSrcset(defaultHeroImage, 'avif')).toBe(
      '/images/hero-default-640.avif 640w, /images/hero-default-960.avif 960w, /images/hero-default-1280.avif 1280w, /images/hero-default-1600.avif 1600w',
    );
  });

  it('has every referenced file in public/', () => {
    const files = [
      getStaticFallback(defaultHeroImage),
      ...(['avif', 'webp'] as const).flatMap((f) =>
        buildStaticSrcset(defaultHeroImage, f)
          .split(', ')
          .map((e) => e.split(' ')[0]!),
      ),
    ];
    for (const file of files) expect(fs.existsSync(path.join('public', file)), file).toBe(true);
  });
});
