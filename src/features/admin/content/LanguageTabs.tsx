/** EN/NL tabs inside a content form: every visitor-facing text is edited per language; either language is enough. */
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings } from '~/features/admin/lib/strings';

export interface LanguageTabsProps {
  lang: Locale;
  onLangChange: (lang: Locale) => void;
  /** True when the English tab holds a validation error, to mark it. */
  englishInvalid?: boolean;
  /** The languages that lack texts the other has: their tab shows "EN missing" / "NL missing". */
  missing?: readonly Locale[];
  /** The fields of one language. */
  children: (lang: Locale) => ReactNode;
}

/** Two tabs, English and Dutch, each holding the same fields for its language. */
export function LanguageTabs({ lang, onLangChange, englishInvalid = false, missing = [], children }: LanguageTabsProps) {
  const { t } = useAdminStrings();
  const tabs: { value: Locale; label: string; code: string }[] = [
    { value: 'en', label: t('adminContent.langEnglish'), code: 'EN' },
    { value: 'nl', label: t('adminContent.langDutch'), code: 'NL' },
  ];
  return (
    <Tabs.Root value={lang} onValueChange={(v) => onLangChange(v as Locale)} className="grid gap-3">
      <Tabs.List aria-label={t('adminContent.langTabs')} className="tabs tabs-border">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="tab gap-2 text-base-content/80! data-[state=active]:tab-active data-[state=active]:text-base-content!"
          >
            <span className="badge badge-sm badge-ghost font-mono" aria-hidden="true">
              {tab.code}
            </span>
            {tab.label}
            {missing.includes(tab.value) && (
              <span className="badge badge-warning badge-sm whitespace-nowrap" data-missing-lang={tab.value}>
                {t(tab.value === 'nl' ? 'adminContent.nlMissing' : 'adminContent.enMissing')}
              </span>
            )}
            {tab.value === 'en' && englishInvalid && <span className="size-2 rounded-full bg-error" aria-label={t('adminContent.fixErrors')} role="img" />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="grid gap-4 focus-visible:outline-none">
          <p className="text-sm text-base-content/70">{t('adminContent.eitherLanguageHint')}</p>
          {children(tab.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
