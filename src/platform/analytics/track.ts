/**
 * Sends a named analytics event through the provider's standard tag (gtag) when it is loaded.
 * Without PUBLIC_ANALYTICS_ID no tag is loaded and events go nowhere.
 */
export type AnalyticsEvent = 'navigation_click' | 'language_change' | 'checkout_initiated' | 'payment_started' | 'payment_completed';

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;

/** Reports an event; a missing tag is not an error here (the loader logs that once). */
export function trackEvent(name: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', name, params);
}
