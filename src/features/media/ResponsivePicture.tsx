/**
 * A stored image as <picture> with AVIF and WebP srcsets at the widths the slot needs, and a
 * JPEG/PNG fallback; width and height fix the aspect ratio so nothing shifts while it loads. The one
 * responsive picture of the site: Astro pages and cards render it on the server, islands (the
 * carousel) render the same component in the browser.
 */
import type { ReactElement } from 'react';
import { buildSrcset, FALLBACK_WIDTH, getVariantUrl } from './variants';

export interface ResponsivePictureProps {
  src: string;
  alt: string;
  /** Candidate widths for the srcset, e.g. [400, 800]. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  width: number;
  height: number;
  /** Eager with high priority for the largest image at the top; lazy everywhere else. */
  priority?: boolean;
  className?: string;
}

/** A responsive <picture> for a stored image (outside URLs render as a plain <img>). */
export default function ResponsivePicture({ src, alt, widths, sizes, width, height, priority = false, className }: ResponsivePictureProps): ReactElement {
  const avif = buildSrcset(src, widths, 'avif');
  const webp = buildSrcset(src, widths, 'webp');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={getVariantUrl(src, FALLBACK_WIDTH, 'fallback')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
