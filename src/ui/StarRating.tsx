/**
 * A 1 to 5 star rating that can show halves and tenths: a grey row of stars with a gold row
 * clipped to the rating on top. Screen readers get one label ('Rated 4.5 out of 5').
 */

export interface StarRatingProps {
  /** The rating, clamped to 0..5 for drawing. */
  rating: number;
  /** The accessible label, already filled in, e.g. 'Rated 4.5 out of 5'. */
  label: string;
  /** Show the number beside the stars. */
  showValue?: boolean;
  /** The number as shown (e.g. '4,5' in Dutch); defaults to one decimal. */
  valueText?: string;
  size?: 'sm' | 'md';
}

const STARS = '★★★★★';

/** Stars for a rating, with an accessible label. */
export default function StarRating({ rating, label, showValue = false, valueText, size = 'sm' }: StarRatingProps) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-1 ${size === 'md' ? 'text-xl' : 'text-base'}`}>
      <span aria-hidden="true" className="relative inline-block leading-none tracking-tight text-base-content/25">
        {STARS}
        <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
          {STARS}
        </span>
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-base-content/80">
          {valueText ?? rating.toFixed(1)}
        </span>
      )}
    </span>
  );
}
