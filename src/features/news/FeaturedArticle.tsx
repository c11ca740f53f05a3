/**
 * The main news story: a wide card with picture, category, date or 'Recently', excerpt and 'Read Full Article'.
 * Astro renders it on the server, with no hydration; an island can render the same component.
 */
import type { ReactElement } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { fillTemplate, localizeHref } from '~/ui/lists/format';
import Badge from '~/ui/Badge';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import type { NewsArticle } from './news-article';
import { getNewsTone } from './category-tone';
import NewsCategoryDate, { newsCategoryDateStringKeys } from './NewsCategoryDate';

/** The strings it needs: `pickStrings(lang, featuredArticleStringKeys)`. */
export const featuredArticleStringKeys = ['news.featured', 'news.readFull', 'news.readFullAbout', ...newsCategoryDateStringKeys] as const;
type FeaturedArticleStrings = Record<(typeof featuredArticleStringKeys)[number], string>;

export interface FeaturedArticleProps {
  article: NewsArticle;
  lang: Locale;
  strings: FeaturedArticleStrings;
  headingLevel?: 2 | 3;
  /** True when this is the largest picture at the top of the page. */
  priority?: boolean;
}

/** The main story's card. */
export default function FeaturedArticle({ article, lang, strings, headingLevel = 2, priority = false }: FeaturedArticleProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="card overflow-hidden border border-base-300 bg-base-100 shadow-md"
      data-featured-news={article.id}
      data-news-tone={getNewsTone(article.category)}
    >
      <figure className="aspect-[16/9] bg-base-200 [&>picture]:size-full">
        <ResponsivePicture
          src={article.imageUrl}
          alt=""
          widths={[400, 800, 1200]}
          sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
          width={1200}
          height={675}
          priority={priority}
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge kind="pick">{strings['news.featured']}</Badge>
          <NewsCategoryDate article={article} lang={lang} strings={strings} />
        </div>
        <Heading className="text-2xl font-bold leading-tight lg:text-3xl">{article.title}</Heading>
        <p className="text-base-content/85">{article.excerpt}</p>
        <div className="card-actions pt-2">
          <a
            href={localizeHref(`/news/${article.id}`, lang)}
            className="btn btn-primary"
            aria-label={fillTemplate(strings['news.readFullAbout'], { title: article.title })}
          >
            {strings['news.readFull']}
          </a>
        </div>
      </div>
    </article>
  );
}
