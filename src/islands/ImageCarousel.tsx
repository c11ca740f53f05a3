/**
 * Image carousel (spec section 4). The server renders a CSS scroll-snap row, so the first image
 * shows and the others swipe without JavaScript; hydration only adds previous/next (wrapping
 * around), dots, the 'index / total' counter and arrow keys. One image shows without controls;
 * none shows the 'No images available' text.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ResponsivePicture from '../components/media/ResponsivePicture';
import { fillTemplate, prefersReducedMotion } from './lib/format';

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
const arrow =
  'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/90 text-base-content shadow hover:bg-base-100 sm:btn-md';

/** The index of an image after a step, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The image a scroll row shows, from its scroll position. */
function indexInView(el: HTMLElement, count: number): number {
  return wrapIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)), count);
}

/** A swipeable row of images with buttons, dots and a counter once hydrated. */
export default function ImageCarousel({ images, labels, priority = false, sizes = '(min-width: 1056px) 1024px, 100vw' }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // The image a button or key is scrolling to. Until the smooth scroll gets there, the positions it
  // passes are not the visitor's choice: a second quick press steps on from the target, not from them.
  const heading = useRef<{ to: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const count = images.length;
  /** Stops waiting for a programmed scroll. */
  const stopHeading = () => {
    if (heading.current) clearTimeout(heading.current.timer);
    heading.current = null;
  };

  useEffect(() => setEnhanced(true), []);

  // Follow swipes and native scrolling, so the dots and counter match the image in view. The
  // index comes from the scroll position (not an IntersectionObserver), so a resize cannot skew it.
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    let frame = 0;
    const sync = () => {
      const position = el.scrollLeft / Math.max(1, el.clientWidth);
      if (heading.current && Math.abs(position - heading.current.to) > 0.02) return;
      stopHeading();
      setIndex(indexInView(el, count));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    // A swipe that interrupts a programmed scroll ends it: follow wherever the row came to rest.
    const onScrollEnd = () => {
      stopHeading();
      sync();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      stopHeading();
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onScrollEnd);
    };
  }, [count]);

  if (count === 0) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        <p className="text-base-content/80">{labels.noImages}</p>
      </div>
    );
  }

  const goTo = (target: number) => {
    const next = wrapIndex(target, count);
    const el = track.current;
    stopHeading();
    // Browsers without 'scrollend' stop waiting after a second and take the image in view.
    const timer = setTimeout(() => {
      stopHeading();
      if (track.current) setIndex(indexInView(track.current, count));
    }, 1000);
    heading.current = { to: next, timer };
    el?.scrollTo({ left: next * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setIndex(next);
  };
  /** The image shown, or the one on its way. */
  const current = () => heading.current?.to ?? index;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = current();
    const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count - 1 };
    if (!enhanced || count < 2 || !(event.key in moves)) return;
    event.preventDefault();
    goTo(moves[event.key]!);
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
          <button type="button" className={`${arrow} left-2`} onClick={() => goTo(current() - 1)} aria-label={labels.previous}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="m15 6-6 6 6 6" /></svg>
          </button>
          <button type="button" className={`${arrow} right-2`} onClick={() => goTo(current() + 1)} aria-label={labels.next}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="m9 6 6 6-6 6" /></svg>
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
