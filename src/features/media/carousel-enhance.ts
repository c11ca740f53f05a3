/**
 * The browser side of ImageCarousel.astro: for each `[data-carousel]` it shows the hidden controls
 * and keeps the counter and the current dot in step with the row (slide-track.ts). Previous and
 * next wrap around, a dot jumps, and once the carousel has the focus the arrow keys, Home and End
 * move it. No framework: the page stays without React.
 */
import { createSlideTrack } from './slide-track';

/** Wires one carousel; its markup is the server's, so nothing is drawn here. */
function startCarousel(region: HTMLElement): void {
  const row = region.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = region.querySelector<HTMLElement>('[data-carousel-controls]');
  const counter = region.querySelector<HTMLElement>('[data-carousel-counter]');
  const dots = [...region.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const count = dots.length;
  if (!row || !controls || !counter || count < 2) return;

  const show = (index: number) => {
    counter.textContent = `${index + 1} / ${count}`;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const track = createSlideTrack(row, count, show);

  region.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    if (button.dataset.carouselStep) track.step(Number(button.dataset.carouselStep));
    else if (button.dataset.carouselDot) track.goTo(Number(button.dataset.carouselDot));
  });
  const moves: Record<string, () => void> = {
    ArrowLeft: () => track.step(-1),
    ArrowRight: () => track.step(1),
    Home: () => track.goTo(0),
    End: () => track.goTo(count - 1),
  };
  region.addEventListener('keydown', (event) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });
  controls.hidden = false;
}

/** Enhances every carousel on the page. */
export function startCarousels(): void {
  for (const region of document.querySelectorAll<HTMLElement>('[data-carousel]')) startCarousel(region);
}
