/**
 * Image carousel (spec section 4), a React island. Its server render is the page without
 * JavaScript: a CSS scroll-snap row, so the first image shows and the others swipe (or scroll with
 * the keyboard), with the controls hidden so no button is ever dead. Once hydrated (pages use
 * `client:interaction`: at the visitor's first touch, hover or focus on it) it shows previous/next
 * (wrapping around), the dots and the 'index / total' counter, and adds the arrow keys, Home and
 * End; the row and the index are kept in step by slide-track.ts. One image shows without controls
 * (pages render it without a client directive); none shows the 'No images available' text.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import { fillTemplate } from '~/ui/lists/format';
import ResponsivePicture from './ResponsivePicture';
import { createSlideTrack, type SlideTrack } from './slide-track';
import type { CarouselImage, CarouselLabels } from './carousel';

export interface ImageCarouselProps {
  images: CarouselImage[];
  labels: CarouselLabels;
  /** Load the first image eagerly with high priority (it is the largest image at the top). */
  priority?: boolean;
  /** How wide the carousel is shown; the default fits a page column of at most 1024 px. */
  sizes?: string;
}

const WIDTHS = [400, 800, 1200, 1600];
const FRAME = 'relative aspect-[3/2] w-full overflow-hidden rounded-box bg-base-200 lg:aspect-[2/1]';
const ARROW = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/90 text-base-content shadow hover:bg-base-100 sm:btn-md';
const ROW =
  'flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden';

/** The slide shown and the track driving the row; the track is null until the island runs in a browser. */
function useSlideTrack(row: RefObject<HTMLDivElement | null>, count: number): { index: number; track: SlideTrack | null } {
  const [index, setIndex] = useState(0);
  const [track, setTrack] = useState<SlideTrack | null>(null);
  useEffect(() => {
    const el = row.current;
    if (!el || count < 2) return;
    const created = createSlideTrack(el, count, setIndex);
    setTrack(created);
    return () => created.stop();
  }, [row, count]);
  return { index, track };
}

/** Previous (step -1, on the left) or next (step 1, on the right). */
function Arrow({ label, step, onStep }: { label: string; step: -1 | 1; onStep: (by: number) => void }): ReactElement {
  return (
    <button type="button" className={`${ARROW} ${step < 0 ? 'left-2' : 'right-2'}`} aria-label={label} onClick={() => onStep(step)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={step < 0 ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
      </svg>
    </button>
  );
}

/** The carousel: server HTML that works without JavaScript, controls once hydrated. */
export default function ImageCarousel({ images, labels, priority = false, sizes = '(min-width: 1056px) 1024px, 100vw' }: ImageCarouselProps): ReactElement {
  const row = useRef<HTMLDivElement>(null);
  const count = images.length;
  const { index, track } = useSlideTrack(row, count);

  if (count === 0) {
    return (
      <div className={`${FRAME} flex items-center justify-center`}>
        <p className="text-base-content/80">{labels.noImages}</p>
      </div>
    );
  }

  const moves: Record<string, (t: SlideTrack) => void> = {
    ArrowLeft: (t) => t.step(-1),
    ArrowRight: (t) => t.step(1),
    Home: (t) => t.goTo(0),
    End: (t) => t.goTo(count - 1),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = moves[event.key];
    if (!move || !track) return;
    event.preventDefault();
    move(track);
  };
  const several = count > 1;

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className={FRAME} onKeyDown={several ? onKeyDown : undefined}>
      <div ref={row} tabIndex={several ? 0 : undefined} className={ROW}>
        {images.map((image, i) => (
          <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} className="h-full w-full shrink-0 snap-center snap-always">
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
      {several && (
        // Hidden until the track runs: without JavaScript (or before hydration) the row alone is the carousel.
        <div hidden={!track}>
          <Arrow label={labels.previous} step={-1} onStep={(by) => track?.step(by)} />
          <Arrow label={labels.next} step={1} onStep={(by) => track?.step(by)} />
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-3">
            <div className="flex gap-1 rounded-full bg-neutral/60 px-2 py-1">
              {images.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  aria-label={fillTemplate(labels.goTo, { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  className="group grid size-6 place-items-center rounded-full"
                  onClick={() => track?.goTo(i)}
                >
                  <span aria-hidden="true" className="block size-2.5 rounded-full bg-white/50 group-aria-[current=true]:bg-white" />
                </button>
              ))}
            </div>
            <p aria-live="polite" className="rounded-full bg-neutral/80 px-2 py-0.5 text-sm font-medium text-neutral-content">
              {`${index + 1} / ${count}`}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
