/** An article's category badge in its colour (spec section 9) and its date, or 'Recently' when it has none; as the cards and the main story show them. */
import type { ReactElement } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { formatSiteDate } from '~/platform/dates/format-date';
import { getBadgeClass } from '~/ui/badge-class';
import type { NewsArticle } from './news-article';
import { getNewsTone, newsBadgeTones } from './category-tone';

/** The strings it needs: `pickStrings(lang, newsCategoryDateStringKeys)`. */
export const newsCategoryDateStringKeys = ['date.recently'] as const;

interface NewsCategoryDateProps {
  article: Pick<NewsArticle, 'category' | 'publishedAt'>;
  lang: Locale;
  strings: Record<(typeof newsCategoryDateStringKeys)[number], string>;
  /** The smaller badge of the compact side items. */
  small?: boolean;
}

/** The badge and the date, side by side. */
export default function NewsCategoryDate({ article, lang, strings, small = false }: NewsCategoryDateProps): ReactElement {
  const date = formatSiteDate(article.publishedAt, lang, 'long');
  return (
    <>
      <span className={getBadgeClass('category', { tone: newsBadgeTones[getNewsTone(article.category)], small })} data-testid="news-category">
        {article.category}
      </span>
      <span className="text-base-content/70" data-testid="news-date">
        {date ? <time dateTime={article.publishedAt ?? undefined}>{date}</time> : strings['date.recently']}
      </span>
    </>
  );
}
