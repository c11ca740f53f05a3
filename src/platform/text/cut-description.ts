/**
 * Cuts a text to at most `max` characters at the last space, then adds '...'
 * (spec section 9: 100 for cards, 50 for editor's picks). Shorter texts are returned whole.
 */
export function cutDescription(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const lastSpace = head.lastIndexOf(' ');
  // A single long word has no space to cut at: cut it hard rather than return nothing.
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.-]+$/, '')}...`;
}
