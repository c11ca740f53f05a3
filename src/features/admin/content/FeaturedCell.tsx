/** A star for yes/no columns (Editor's Pick, Featured), with the answer in words for screen readers. */
import { useAdminStrings } from '~/features/admin/lib/strings';
import { StarIcon } from './icons';

/** The cell content. */
export function FeaturedCell({ on }: { on: boolean }) {
  const { t } = useAdminStrings();
  return (
    <span className="inline-flex">
      <StarIcon filled={on} />
      <span className="sr-only">{on ? t('adminContent.yes') : t('adminContent.no')}</span>
    </span>
  );
}
