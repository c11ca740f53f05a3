/**
 * The partner badge of a restaurant, tour or event with a live paid listing (issue 17): the
 * 'partner' badge of src/ui/badge-class.ts (text on a dark ground with a seal icon, so it reads without
 * colour and stays apart from the editor's pick and the category badges).
 */
import Badge from './Badge';

interface PartnerBadgeProps {
  /** The badge text in the page's language ('partner.badge'). */
  label: string;
  className?: string;
}

export default function PartnerBadge({ label, className = '' }: PartnerBadgeProps) {
  return (
    <Badge kind="partner" className={className} testId="partner-badge">
      {label}
    </Badge>
  );
}
