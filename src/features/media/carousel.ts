/** The image carousel's input and its one pure rule (spec section 4). Runs anywhere. */

/** One image of a carousel; `alt` is the text in the page's language (per-image alts plug in here). */
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

/** The index of a slide after a step, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
