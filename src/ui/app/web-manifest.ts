/** The web app manifest of each language (issue 19): what an installed Suriname Guide is called and how it opens. */
import { useTranslations, type Locale } from '~/i18n';
import { localeTags } from '~/platform/i18n/config';
import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from '~/platform/pwa/icons';

export function buildWebManifest(lang: Locale) {
  const t = useTranslations(lang);
  // '/nl/' with its slash: the scope is a prefix, and '/nl' would fall outside '/nl/'.
  const start = lang === 'en' ? '/' : `/${lang}/`;
  return {
    id: start,
    name: t('site.name'),
    short_name: t('app.shortName'),
    description: t('app.description'),
    lang: localeTags[lang],
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.filter((i) => i.purpose !== 'apple').map((i) => ({
      src: `/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

/** Where each language's manifest is served. */
export function webManifestPath(lang: Locale): string {
  return lang === 'en' ? '/manifest.webmanifest' : `/${lang}/manifest.webmanifest`;
}
