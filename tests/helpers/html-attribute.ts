/**
 * A pattern for one attribute with its value in server HTML, whatever the case of its name: React writes
 * `dateTime`, `srcSet` and `fetchPriority` where Astro writes them lower-case, and HTML reads both alike.
 */
export function htmlAttribute(name: string, value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${name}="${escaped}"`, 'i');
}
