/** A circled tick (success) or cross (failure) above a checkout result's heading (payment result, receipt uploaded). */
import type { ReactElement } from 'react';

const PATHS = { success: 'm8 12 3 3 5-6', failure: 'M15 9l-6 6M9 9l6 6' } as const;

/** The icon. */
export default function ResultIcon({ result }: { result: 'success' | 'failure' }): ReactElement {
  return (
    <svg
      aria-hidden="true"
      className={`mx-auto ${result === 'success' ? 'text-success' : 'text-error'}`}
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10"></circle>
      <path d={PATHS[result]}></path>
    </svg>
  );
}
