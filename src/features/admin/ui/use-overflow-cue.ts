/**
 * Marks a sideways-scrolling element with data-more-start / data-more-end while content lies hidden that
 * way (admin.css fades that edge), and keeps the selected or focused child in view.
 */
import { useCallback, useEffect, useRef } from 'react';

/** The ref to put on the scrolling element. */
export function useOverflowCue<E extends HTMLElement>() {
  const ref = useRef<E | null>(null);
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    el.toggleAttribute('data-more-start', el.scrollLeft > 1);
    el.toggleAttribute('data-more-end', el.scrollLeft < max - 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    const onFocus = (e: FocusEvent) => (e.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    el.addEventListener('scroll', update, { passive: true });
    el.addEventListener('focusin', onFocus);
    el.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
      el.removeEventListener('focusin', onFocus);
    };
  }, [update]);
  return ref;
}
