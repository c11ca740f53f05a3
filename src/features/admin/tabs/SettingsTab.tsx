/** The Settings tab: hero image and two-factor authentication (the 'coming later' box went in issue 18: contact details live in the environment settings). */
import HeroSettingsCard from '~/features/admin/settings/HeroSettingsCard';
import { TwoFactorCard } from '~/features/admin/settings/TwoFactorCard';

/** The tab body. */
export default function SettingsTab() {
  return (
    <div className="grid gap-4">
      <HeroSettingsCard />
      <TwoFactorCard />
    </div>
  );
}
