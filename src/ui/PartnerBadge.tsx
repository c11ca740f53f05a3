/**
 * The partner badge of a restaurant, tour or event with a live paid listing (issue 17): text on a
 * dark ground with a seal icon, so it reads without colour and stays apart from the editor's pick
 * (yellow) and category badges. Astro renders it to plain HTML; the list islands reuse it.
 */
import { LineIconSvg } from './LineIconSvg';

const ICON_SEAL =
  'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3 .2zM8.5 12l2.5 2.5 4.5-5';

interface PartnerBadgeProps {
  /** The badge text in the page's language ('partner.badge'). */
  label: string;
  className?: string;
}

export default function PartnerBadge({ label, className = '' }: PartnerBadgeProps) {
  return (
    <span className={`badge gap-1 border-0 bg-neutral font-semibold text-neutral-content shadow ${className}`} data-testid="partner-badge">
      <LineIconSvg d={ICON_SEAL} size={14} round />
      {label}
    </span>
  );
}
