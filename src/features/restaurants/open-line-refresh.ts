/**
 * The open/closed lines of a kept offline copy, worked out again on the device. The service worker
 * marks a copy's lines stale and hides them (src/platform/pwa/offline-rules.ts): "Open now · closes at
 * 11:00 PM" from the day it was saved would be wrong now. Each line carries its hours, so the page's
 * script redraws it at the device's time and shows it again. Runs in the browser.
 */
import type { Locale } from '~/platform/i18n/config';
import { describeOpenLine, type OpenLineStrings } from './hours-view';

/** Redraws every stale line under `root` at `now` and shows it; a line whose hours no longer parse stays hidden. Returns how many were redrawn. */
export function refreshOpenLines(root: ParentNode, now: Date, lang: Locale, strings: OpenLineStrings): number {
  let redrawn = 0;
  for (const el of root.querySelectorAll<HTMLElement>('[data-time-bound="stale"][data-hours]')) {
    let hours: unknown;
    try {
      hours = JSON.parse(el.dataset.hours ?? '');
    } catch {
      continue;
    }
    if (!hours || typeof hours !== 'object') continue;
    const line = describeOpenLine(hours as Record<string, string>, now, lang, strings);
    const text = el.querySelector('[data-open-line-text]');
    if (!line || !text) continue;
    text.textContent = line.text;
    el.dataset.openLine = line.open ? 'open' : 'closed';
    const dot = el.querySelector('[aria-hidden="true"]');
    dot?.classList.toggle('bg-success', line.open);
    dot?.classList.toggle('bg-error', !line.open);
    el.dataset.timeBound = 'device';
    el.hidden = false;
    redrawn += 1;
  }
  return redrawn;
}
