/**
 * Keeps a scroll-snap row of slides and the index of the slide shown in step.
 *
 * A press of a button or key sets a target, and for a moment after each press the target is the
 * truth: where the row happens to come to rest is not the visitor's choice. A smooth scroll started
 * by an earlier press can still carry the row on after a later press has ended (a browser may
 * report the second scroll done at once when it starts where the row already is), and then the
 * row is sent back. So the last press wins, every time. Only the visitor's own hand on the row
 * (touch, pen, mouse, wheel) ends the target early; without a target the index follows wherever
 * the row comes to rest, as it does for any swipe.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '~/ui/lists/format';

/** The share of a slide's width that still counts as resting on it (sub-pixel scroll positions). */
const ON_SLIDE = 0.02;
/** How long after a press its target holds; then the row is put on it (no animation) if it is elsewhere. */
const HOLD_MS = 1500;
/** How often the row is sent back to the target smoothly before it jumps there. */
const MAX_RESENDS = 3;

/** The index of a slide after a step, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

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
  /** The slide shown, or the one the row is on its way to. */
  index: number;
  /** Shows a slide (wrapping around); the last call wins over any scroll still running. */
  goTo: (slide: number) => void;
  /** Shows the slide `by` steps from the one shown or on its way (wrapping around). */
  step: (by: number) => void;
}

/** Drives `track` (a horizontal scroll-snap row of `count` slides, each as wide as the row). */
export function useSlideTrack(track: RefObject<HTMLElement | null>, count: number): SlideTrack {
  const [index, setIndexState] = useState(0);
  // The same index for handlers that run before React renders again (two presses in one frame).
  const shown = useRef(0);
  const setIndex = (slide: number) => {
    shown.current = slide;
    setIndexState(slide);
  };
  const target = useRef<Target | null>(null);

  const release = () => {
    if (target.current) clearTimeout(target.current.timer);
    target.current = null;
  };

  const scrollRow = (el: HTMLElement, slide: number, smooth: boolean) =>
    el.scrollTo({ left: slide * el.clientWidth, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });

  /** The row has come to rest, or the hold is over: confirm the target, or put the row back on it. */
  const settle = (el: HTMLElement, holdOver: boolean) => {
    const pending = target.current;
    if (!pending) {
      setIndex(wrapIndex(Math.round(slidePosition(el)), count));
      return;
    }
    const onTarget = Math.abs(slidePosition(el) - pending.to) <= ON_SLIDE;
    if (holdOver) {
      release();
      if (!onTarget) scrollRow(el, pending.to, false);
      setIndex(pending.to);
    } else if (!onTarget) {
      scrollRow(el, pending.to, pending.resends++ < MAX_RESENDS);
    }
  };

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2) return;
    let frame = 0;
    // While a target is pending, positions on the way are ignored; otherwise (a swipe, a resize)
    // the index follows the slide in view as the row moves.
    const onScroll = () => {
      if (target.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!target.current) setIndex(wrapIndex(Math.round(slidePosition(el)), count));
      });
    };
    const onScrollEnd = () => settle(el, false);
    const onHand = () => release();
    const hands = ['pointerdown', 'touchstart', 'wheel'] as const;
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onScrollEnd);
    for (const type of hands) el.addEventListener(type, onHand, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      release();
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onScrollEnd);
      for (const type of hands) el.removeEventListener(type, onHand);
    };
    // settle and setIndex read only refs and React's stable setter: count is the one input that matters.
  }, [count]);

  const goTo = (slide: number) => {
    const to = wrapIndex(slide, count);
    const el = track.current;
    const wasMoving = target.current !== null;
    release();
    setIndex(to);
    if (!el) return;
    // Already there with nothing running: no scroll follows, so there is nothing to hold.
    if (!wasMoving && Math.abs(slidePosition(el) - to) <= ON_SLIDE) return;
    const timer = setTimeout(() => settle(el, true), HOLD_MS);
    target.current = { to, resends: 0, timer };
    scrollRow(el, to, true);
  };

  return { index, goTo, step: (by: number) => goTo((target.current?.to ?? shown.current) + by) };
}
