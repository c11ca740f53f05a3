/**
 * Every public page whose first view is measured (budgets test, `npm run bench:pages`).
 * One line per page; each is measured in English and in Dutch. Detail pages use the seeded ids.
 */
import type { BrowserContext } from 'playwright-core';
import { bankForm } from '../../tests/payments/helpers';

export interface PublicPage {
  /** The English path; the Dutch one is the same under /nl. */
  path: string;
  name: string;
  /** Local storage as the visitor arrives with it, set before the page's scripts run. */
  storage?: Record<string, string>;
  /** Served without React islands of its own (plain scripts, and the header's search field on every page): its budget fails if one comes back (Lighthouse 100). */
  noReact?: boolean;
  /** Script budget (bytes, gzip) for a page without islands whose own plain script does more than the chrome's. */
  jsBudget?: number;
  /**
   * React-and-islands budget (bytes, gzip) for a page whose island needs a library beyond React: the checkout form runs
   * on react-hook-form (about 15 KB gzip), which with React's runtime (about 69 KB) cannot fit the 75 KB of the rest.
   */
  islandBudget?: number;
  /** HTML budget (bytes, gzip) when the page's islands bring Astro's inlined island loader to a page that was close to 14 KB. */
  htmlBudget?: number;
}

/** What the checkout screen leaves behind for the bank-transfer screen (spec section 3). */
const BANK_TRANSFER_ORDER = {
  selectedPlan: 'event',
  checkoutFormData: JSON.stringify(bankForm()),
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // The home page's islands (save hearts: client:stored; the hero's search: client:interaction) keep React off its first
  // view, as the script budget checks, but Astro inlines its island loader (1.7 KB gzip) and the directives into the HTML.
  { path: '/', name: 'Home', htmlBudget: 15 * 1024 },
  // 24 cards, each with its save heart's island wrapper and props, plus the island loader: about 14.5 KB.
  { path: '/restaurants', name: 'Restaurants', htmlBudget: 15 * 1024 },
  { path: '/restaurant/1', name: 'Restaurant detail' },
  { path: '/tours', name: 'Tours' },
  { path: '/tour/1', name: 'Tour detail' },
  { path: '/restaurant/1/reviews', name: 'Restaurant reviews' },
  { path: '/tour/1/reviews', name: 'Tour reviews' },
  { path: '/events', name: 'Nightlife' },
  { path: '/news', name: 'News' },
  { path: '/news/1', name: 'News article' },
  { path: '/search?q=roti', name: 'Search results' },
  { path: '/contact', name: 'Contact' },
  { path: '/offline', name: 'Offline page' },
  { path: '/saved', name: 'Saved places', noReact: true },
  { path: '/checkout', name: 'Checkout, no plan', noReact: true },
  // The form island hydrates at the first interaction; React, react-hook-form and the form measured 89.6 KB.
  { path: '/checkout?plan=event', name: 'Checkout form', islandBudget: 90 * 1024 },
  { path: '/checkout/success', name: 'Payment result', noReact: true },
  // The screen is an island hydrated at the first interaction; its load script reads the stored order and asks for it.
  { path: '/checkout/bank-transfer', name: 'Bank transfer', storage: BANK_TRANSFER_ORDER },
];

/** Makes every page of the context start with the given local storage. */
export async function seedStorage(context: BrowserContext, storage: Record<string, string> | undefined): Promise<void> {
  if (!storage) return;
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}

/** The path of a page in a language. */
export function localize(path: string, lang: 'en' | 'nl'): string {
  if (lang === 'en') return path;
  return path === '/' ? '/nl' : `/nl${path}`;
}
