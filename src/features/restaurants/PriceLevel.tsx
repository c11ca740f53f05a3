/** A price range drawn as repeated '$' (spec section 3): the level in full colour, the rest of 4 faint. */
import { getPriceLevel } from './price-range';

export interface PriceLevelProps {
  /** The stored range, e.g. '$$$'; anything else draws the default level 2. */
  priceRange: string | null | undefined;
  /** The accessible label, already filled in, e.g. 'Price level 3 of 4'. */
  label: string;
}

/** '$$' of '$$$$', read out as its label. */
export default function PriceLevel({ priceRange, label }: PriceLevelProps) {
  const level = getPriceLevel(priceRange);
  return (
    <span role="img" aria-label={label} className="font-semibold tracking-wide">
      <span aria-hidden="true" className="text-primary">
        {'$'.repeat(level)}
      </span>
      <span aria-hidden="true" className="text-base-content/30">
        {'$'.repeat(4 - level)}
      </span>
    </span>
  );
}
