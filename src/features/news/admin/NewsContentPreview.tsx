/**
 * The article text of one language as the article page shows it: one paragraph per blank-line
 * block, printed as text (React escapes it, as Astro does on the page), with its reading time.
 */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '~/platform/i18n/config';
import { useAdminStrings } from '~/features/admin';
import type { NewsFormValues } from '~/features/news/news-form';
import type { NewsInput } from '~/features/news/news-article';
import { getReadingMinutes, splitParagraphs } from '~/features/news/news-body';

interface Props {
  form: UseFormReturn<NewsFormValues, unknown, NewsInput>;
  lang: Locale;
  idPrefix: string;
}

/** A closed 'Preview' box under the content field; opening it shows the text as it will read. */
export function NewsContentPreview({ form, lang, idPrefix }: Props) {
  const { t } = useAdminStrings();
  const content = useWatch({ control: form.control, name: `translations.${lang}.content` }) ?? '';
  const paragraphs = splitParagraphs(content);
  return (
    <details className="rounded-box border border-base-300 bg-base-200/40 px-4 py-2" data-testid={`${idPrefix}-${lang}-preview`}>
      <summary className="cursor-pointer py-1 text-sm font-semibold">{t('adminContent.news.preview')}</summary>
      <div lang={lang} className="max-h-96 space-y-3 overflow-y-auto py-2 leading-relaxed [overflow-wrap:anywhere]">
        {paragraphs.length === 0 ? (
          <p className="text-sm text-base-content/70">{t('adminContent.news.previewEmpty')}</p>
        ) : (
          <>
            <p className="text-xs text-base-content/70">
              {t('adminContent.news.previewReading', { minutes: getReadingMinutes(content), paragraphs: paragraphs.length })}
            </p>
            {paragraphs.map((text, i) => (
              <p key={i} className="whitespace-pre-line">
                {text}
              </p>
            ))}
          </>
        )}
      </div>
    </details>
  );
}
