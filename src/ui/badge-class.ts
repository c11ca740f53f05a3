/**
 * The site's badge styles, one per meaning (issue 21): a category (a soft tint in one of three
 * palette tones, so categories stay apart without new colours), the partner seal (dark), the
 * editor's pick or featured item (the flag's gold), a price or 'Free' (green on white) and a
 * status or fact such as 'Today' or a tour's duration (dark on white). Every badge on a public page takes its classes from here.
 */
export type BadgeKind = 'category' | 'partner' | 'pick' | 'price' | 'status';

/** The three category tones: the forest green, the flag's red and the neutral forest grey. */
export type CategoryTone = 'green' | 'red' | 'neutral';

const BASE = 'badge gap-1 border-0 font-semibold';

const KIND_CLASSES: Record<Exclude<BadgeKind, 'category'>, string> = {
  partner: 'bg-neutral text-neutral-content',
  pick: 'bg-accent text-accent-content',
  price: 'bg-base-100 text-primary ring-1 ring-inset ring-primary/40',
  status: 'bg-base-100 text-base-content ring-1 ring-inset ring-base-300',
};

/** The colours of each category tone (theme tokens --color-tone-*). */
export const categoryToneClasses: Record<CategoryTone, string> = {
  green: 'bg-tone-green text-tone-green-content',
  red: 'bg-tone-red text-tone-red-content',
  neutral: 'bg-tone-neutral text-tone-neutral-content',
};

interface BadgeOptions {
  /** A category badge's tone; green when not given. */
  tone?: CategoryTone;
  /** The smaller badge of compact rows. */
  small?: boolean;
}

/** The classes of a badge of this kind. */
export function getBadgeClass(kind: BadgeKind, { tone = 'green', small = false }: BadgeOptions = {}): string {
  const colours = kind === 'category' ? categoryToneClasses[tone] : KIND_CLASSES[kind];
  return `${BASE} ${colours}${small ? ' badge-sm' : ''}`;
}
