/** The organiser's refund terms, folded under their heading (works without JavaScript); nothing when none are written. */
import type { ReactElement } from 'react';
import type { EventCardStrings } from './event-card-strings';

interface EventRefundTermsProps {
  terms: string;
  strings: Pick<EventCardStrings, 'events.refundTerms'>;
  className?: string;
}

/** The folded terms, or nothing. */
export default function EventRefundTerms({ terms, strings, className = '' }: EventRefundTermsProps): ReactElement | null {
  if (!terms) return null;
  return (
    <details className={`text-sm ${className}`.trim()} data-testid="event-refund-terms">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{strings['events.refundTerms']}</summary>
      <p className="whitespace-pre-line opacity-85">{terms}</p>
    </details>
  );
}
