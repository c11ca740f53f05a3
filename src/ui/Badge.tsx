/**
 * A badge in the style of its meaning (src/ui/badge-class.ts). Astro pages and the list islands both
 * render it; the partner and pick badges carry an icon so they read without colour.
 */
import type { ReactNode } from 'react';
import { getBadgeClass, type BadgeKind, type CategoryTone } from './badge-class';
import LineIcon from './LineIcon';

const ICONS: Partial<Record<BadgeKind, string>> = {
  partner:
    'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3 .2zM8.5 12l2.5 2.5 4.5-5',
};

interface BadgeProps {
  kind: BadgeKind;
  tone?: CategoryTone;
  small?: boolean;
  /** Placement and shadow (e.g. 'absolute left-3 top-3 shadow'); never colours. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export default function Badge({ kind, tone, small, className = '', testId, children }: BadgeProps) {
  const icon = ICONS[kind];
  return (
    <span className={`${getBadgeClass(kind, { tone, small })} ${className}`.trim()} data-testid={testId} data-badge={kind}>
      {icon && <LineIcon d={icon} size={small ? 12 : 14} />}
      {/* The pick's star as a character, not a drawing: a list page carries one per pick and its HTML budget is tight. */}
      {kind === 'pick' && <span aria-hidden="true">★</span>}
      {children}
    </span>
  );
}
