/** A date in the admin's language, as the day it is in Paramaribo; 'Recently' when there is none. */
import { useAdminStrings } from '~/features/admin/lib/strings';

/** The cell content. */
export function DateCell({ iso }: { iso: string | null }) {
  const { t, lang } = useAdminStrings();
  if (!iso) return <>{t('adminContent.news.recently')}</>;
  const format = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-US', { dateStyle: 'medium', timeZone: 'America/Paramaribo' });
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
