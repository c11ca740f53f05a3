import type { StringKey } from '~/i18n';

/** The top bar's links (spec section 2), in order. */
export const navLinks: { path: string; label: StringKey }[] = [
  { path: '/', label: 'nav.home' },
  { path: '/restaurants', label: 'nav.restaurants' },
  { path: '/tours', label: 'nav.tours' },
  { path: '/events', label: 'nav.events' },
  { path: '/news', label: 'nav.news' },
  { path: '/contact', label: 'nav.contact' },
];
