/**
 * Keeps a scroll-snap row of slides and the index of the slide shown in step (browser only).
 *
 * A press of a button or key sets a target, and for a moment after each press the target is the
 * truth: where the row happens to come to rest is not the visitor's choice. A smooth scroll started
 * by an earlier press can still carry the row on after a later press has ended (a browser may
 * report the second scroll done at once when it starts where the row already is), and then the
 * row is sent back. So the last press wins, every time. Only the visitor's own hand on the row
 * (touch, pen, mouse, wheel) ends the target early; without a target the index follows wherever
 * the row comes to rest, as it does for any swipe.
 */
import { prefersReducedMotion } from '~/ui/lists/format';
import { wrapIndex } from './carousel';

/** The share of a slide's width that still counts as resting on it (sub-pixel scroll positions). */
const ON_SLIDE = 0.02;
/** How long after a press its target holds; then the row is put on it (no animation) if it is elsewhere. */
const HOLD_MS = 1500;
/** How often the row is sent back to the target smoothly before it jumps there. */
const MAX_RESENDS = 3;

/** Where a row is, in slides (1.5 is half way between the second and third). */
function slidePosition(el: HTMLElement): number {
  return el.scrollLeft / Math.max(1, el.clientWidth);
}

interface Target {
  to: number;
  resends: number;
  timer: ReturnType<typeof setTimeout>;
}

export interface SlideTrack {
  /** Shows a slide (wrapping around); the last call wins over any scroll still running. */
  goTo: (slide: number) => void;
  /** Shows the slide `by` steps from the one shown or on its way (wrapping around). */
  step: (by: number) => void;
  /** Removes the row's listeners and any pending hold (the island unmounts). */
  stop: () => void;
}

/** Drives `el` (a horizontal scroll-snap row of `count` slides, each as wide as the row); `onIndex` hears each new index. */
export function createSlideTrack(el: HTMLElement, count: number, onIndex: (index: number) => void): SlideTrack {
  let shown = 0;
  let target: Target | null = null;
  let frame = 0;
  const listening = new AbortController();
  const { signal } = listening;

  const setIndex = (slide: number) => {
    if (slide === shown) return;
    shown = slide;
    onIndex(slide);
  };
  const release = () => {
    if (target) clearTimeout(target.timer);
    target = null;
  };
  const scrollRow = (slide: number, smooth: boolean) =>
    el.scrollTo({ left: slide * el.clientWidth, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });

  /** The row has come to rest, or the hold is over: confirm the target, or put the row back on it. */
  const settle = (holdOver: boolean) => {
    const pending = target;
    if (!pending) {
      setIndex(wrapIndex(Math.round(slidePosition(el)), count));
      return;
    }
    const onTarget = Math.abs(slidePosition(el) - pending.to) <= ON_SLIDE;
    if (holdOver) {
      release();
      if (!onTarget) scrollRow(pending.to, false);
      setIndex(pending.to);
    } else if (!onTarget) {
      scrollRow(pending.to, pending.resends++ < MAX_RESENDS);
    }
  };

  // While a target is pending, positions on the way are ignored; otherwise (a swipe, a resize)
  // the index follows the slide in view as the row moves.
  el.addEventListener(
    'scroll',
    () => {
      if (target) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!target) setIndex(wrapIndex(Math.round(slidePosition(el)), count));
      });
    },
    { passive: true, signal },
  );
  el.addEventListener('scrollend', () => settle(false), { signal });
  for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) el.addEventListener(type, release, { passive: true, signal });
  // The row may have been swiped before this ran (an island hydrates at the first touch): start where it rests.
  setIndex(wrapIndex(Math.round(slidePosition(el)), count));

  const goTo = (slide: number) => {
    const to = wrapIndex(slide, count);
    const wasMoving = target !== null;
    release();
    setIndex(to);
    // Already there with nothing running: no scroll follows, so there is nothing to hold.
    if (!wasMoving && Math.abs(slidePosition(el) - to) <= ON_SLIDE) return;
    target = { to, resends: 0, timer: setTimeout(() => settle(true), HOLD_MS) };
    scrollRow(to, true);
  };

  const stop = () => {
    release();
    cancelAnimationFrame(frame);
    listening.abort();
  };
  return { goTo, step: (by: number) => goTo((target?.to ?? shown) + by), stop };
}
