/** Hero Section Settings: the homepage hero's background image with preview, remove, upload and 'Save Hero Image'. */
import { useEffect, useState } from 'react';
import { HERO_IMAGE_SETTING, settingInputSchema } from './settings-schema';
import { apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { ImageField } from '~/features/media/admin';
import { localizeContentIssue } from '~/features/admin/content/messages';
import { showToast } from '~/features/admin/ui/toast-store';

/** The card in the Settings tab. */
export default function HeroSettingsCard() {
  const { t, lang } = useAdminStrings();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    apiRequest<{ key: string; value: string }[]>('GET', '/api/admin/settings')
      .then((settings) => setValue(settings.find((s) => s.key === HERO_IMAGE_SETTING)?.value ?? ''))
      .catch(() => setValue(''));
  }, []);

  const save = async () => {
    // The endpoint's own schema, so the message is the one the server would give.
    const parsed = settingInputSchema.safeParse({ key: HERO_IMAGE_SETTING, value: value?.trim() ?? '' });
    if (!parsed.success) return setError(localizeContentIssue(t, lang, parsed.error.issues[0] ?? { message: '' }));
    setError(undefined);
    setSaving(true);
    try {
      await apiRequest('POST', '/api/admin/settings', parsed.data);
      showToast({ title: t('adminContent.hero.saved'), variant: 'success' });
    } catch (err) {
      showToast({ title: t('adminContent.hero.failedTitle'), description: getErrorMessage(err, t('adminContent.hero.failed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="hero-settings-title" className="grid gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div>
        <h2 id="hero-settings-title" className="text-lg font-bold">
          {t('adminContent.hero.title')}
        </h2>
        <p className="mt-1 text-sm text-base-content/70">{t('adminContent.hero.description')}</p>
      </div>
      {value === null ? (
        <p className="text-base-content/70" role="status">
          {t('admin.ui.loading')}
        </p>
      ) : (
        <ImageField
          id="hero-image"
          label={t('adminContent.hero.image')}
          value={value}
          onChange={setValue}
          error={error}
          loadErrorKey="adminContent.image.loadErrorHero"
          disabled={saving}
        />
      )}
      <div>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving || value === null}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {saving ? t('adminContent.hero.saving') : t('adminContent.hero.save')}
        </button>
      </div>
    </section>
  );
}
