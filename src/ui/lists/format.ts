/**
 * Tiny helpers for islands. They repeat two functions of src/i18n on purpose: importing src/i18n
 * in the browser would bundle every dictionary of the site into the island.
 */

/** Fills `{name}` placeholders in a string. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A site path in a language: '/tours' stays for English, becomes '/nl/tours' for Dutch. */
export function localizeHref(path: string, lang: 'en' | 'nl'): string {
  if (lang === 'en') return path;
  return path === '/' ? '/nl' : `/nl${path}`;
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
