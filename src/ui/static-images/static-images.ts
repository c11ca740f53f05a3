/**
 * Pictures bundled in public/images (drawn once by scripts/render-static-images.ts): the default
 * hero background. Each exists as AVIF and WebP at a few widths plus one JPEG fallback, so pages
 * can give them a srcset like stored uploads.
 */
export interface StaticImage {
  /** Path without width and extension, e.g. '/images/hero-default'. */
  base: string;
  widths: readonly number[];
  width: number;
  height: number;
}

/** Widths of the hero background (shown full width, up to 1600 px on wide screens). */
const HERO_WIDTHS = [640, 960, 1280, 1600] as const;

/** The default hero background, used when the hero setting is empty. */
export const defaultHeroImage: StaticImage = { base: '/images/hero-default', widths: HERO_WIDTHS, width: 1600, height: 900 };

/** The `srcset` of a bundled picture in one format. */
export function buildStaticSrcset(image: StaticImage, format: 'avif' | 'webp'): string {
  return image.widths.map((w) => `${image.base}-${w}.${format} ${w}w`).join(', ');
}

/** The JPEG fallback of a bundled picture. */
export function getStaticFallback(image: StaticImage): string {
  return `${image.base}.jpg`;
}
