/**
 * Image carousel (spec section 4). The server renders a CSS scroll-snap row, so the first image
 * shows and the others swipe without JavaScript; hydration only adds previous/next (wrapping
 * around), dots, the 'index / total' counter and arrow keys. One image shows without controls;
 * none shows the 'No images available' text.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ResponsivePicture from './ResponsivePicture';
import { fillTemplate } from '~/ui/lists/format';
import { useSlideTrack } from './use-slide-track';

export { wrapIndex } from './use-slide-track';

export interface CarouselImage {
  src: string;
  alt: string;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** 'Go to image {n}' */
  goTo: string;
  noImages: string;
  /** The carousel's accessible name, e.g. 'Photos'. */
  region: string;
}

export interface ImageCarouselProps {
  images: CarouselImage[];
  labels: CarouselLabels;
  /** Load the first image eagerly with high priority (it is the largest image at the top). */
  priority?: boolean;
  /** How wide the carousel is shown; the default fits a page column of at most 1024 px. */
  sizes?: string;
}

const WIDTHS = [400, 800, 1200, 1600] as const;
const frame = 'relative aspect-[3/2] w-full overflow-hidden rounded-box bg-base-200 lg:aspect-[2/1]';
const arrow = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/90 text-base-content shadow hover:bg-base-100 sm:btn-md';

/** A swipeable row of images with buttons, dots and a counter once hydrated. */
export default function ImageCarousel({ images, labels, priority = false, sizes = '(min-width: 1056px) 1024px, 100vw' }: ImageCarouselProps) {
  const [enhanced, setEnhanced] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const count = images.length;
  // The index is the last image asked for: a smooth scroll still running from an earlier press never overrides it.
  const { index, goTo, step } = useSlideTrack(track, count);

  useEffect(() => setEnhanced(true), []);

  if (count === 0) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        <p className="text-base-content/80">{labels.noImages}</p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => goTo(0), End: () => goTo(count - 1) };
    if (!enhanced || count < 2 || !(event.key in moves)) return;
    event.preventDefault();
    moves[event.key]!();
  };

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className={frame} onKeyDown={onKeyDown}>
      <div
        ref={track}
        tabIndex={count > 1 ? 0 : undefined}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, i) => (
          <div
            key={`${i}-${image.src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            className="h-full w-full shrink-0 snap-center snap-always"
          >
            <ResponsivePicture
              src={image.src}
              alt={image.alt}
              widths={WIDTHS}
              sizes={sizes}
              width={1200}
              height={800}
              priority={priority && i === 0}
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {enhanced && count > 1 && (
        <>
          <button type="button" className={`${arrow} left-2`} onClick={() => step(-1)} aria-label={labels.previous}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m15 6-6 6 6 6" />
            </svg>
          </button>
          <button type="button" className={`${arrow} right-2`} onClick={() => step(1)} aria-label={labels.next}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m9 6 6 6-6 6" />
            </svg>
          </button>
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-3">
            <div className="flex gap-1 rounded-full bg-neutral/60 px-2 py-1">
              {images.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={fillTemplate(labels.goTo, { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span aria-hidden="true" className={`block size-2.5 rounded-full ${i === index ? 'bg-white' : 'bg-white/50'}`} />
                </button>
              ))}
            </div>
            <p aria-live="polite" className="rounded-full bg-neutral/80 px-2 py-0.5 text-sm font-medium text-neutral-content">
              {index + 1} / {count}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
