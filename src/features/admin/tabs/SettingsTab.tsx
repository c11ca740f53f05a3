/** The Settings tab: hero image, two-factor authentication, and the placeholder for later settings. */
import { useAdminStrings } from '~/features/admin/lib/strings';
import HeroSettingsCard from '~/features/admin/settings/HeroSettingsCard';
import { TwoFactorCard } from '~/features/admin/settings/TwoFactorCard';

/** The tab body. */
export default function SettingsTab() {
  const { t } = useAdminStrings();
  return (
    <div className="grid gap-4">
      <HeroSettingsCard />
      <TwoFactorCard />
      <section aria-labelledby="additional-settings-title" className="rounded-box border border-dashed border-base-300 bg-base-100 p-4 sm:p-6">
        <h2 id="additional-settings-title" className="text-lg font-bold">
          {t('admin.settings.additionalTitle')}
        </h2>
        <p className="mt-1 text-base-content/70">{t('admin.settings.additionalBody')}</p>
      </section>
    </div>
  );
}
