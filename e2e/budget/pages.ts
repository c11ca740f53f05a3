/**
 * Every public page whose first view is measured (budgets test, `npm run bench:pages`).
 * One line per page; each is measured in English and in Dutch. Detail pages use the seeded ids.
 */
export interface PublicPage {
  /** The English path; the Dutch one is the same under /nl. */
  path: string;
  name: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', name: 'Home' },
  { path: '/restaurants', name: 'Restaurants' },
  { path: '/restaurant/1', name: 'Restaurant detail' },
  { path: '/tours', name: 'Tours' },
  { path: '/tour/1', name: 'Tour detail' },
  { path: '/events', name: 'Nightlife' },
  { path: '/news', name: 'News' },
  { path: '/contact', name: 'Contact' },
  { path: '/checkout', name: 'Checkout, no plan' },
  { path: '/checkout?plan=event', name: 'Checkout form' },
  { path: '/checkout/success', name: 'Payment result' },
  { path: '/checkout/bank-transfer', name: 'Bank transfer' },
];

/** The path of a page in a language. */
export function localize(path: string, lang: 'en' | 'nl'): string {
  if (lang === 'en') return path;
  return path === '/' ? '/nl' : `/nl${path}`;
}
