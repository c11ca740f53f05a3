/**
 * A news article as a grid card or a compact side item (home page): picture, category badge in
 * its colour (spec section 9), date or 'Recently', title, excerpt and 'Read More', a link to the
 * article page. Astro renders it on the server, with no hydration; an island can render the same component.
 */
import type { ReactElement } from 'react';
import type { Locale } from '~/platform/i18n/config';
import { writtenIn } from '~/platform/content/translation';
import { localizeHref } from '~/ui/lists/format';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import type { NewsArticle } from './news-article';
import { getNewsTone } from './category-tone';
import NewsCategoryDate, { newsCategoryDateStringKeys } from './NewsCategoryDate';

/** The strings a card needs: `pickStrings(lang, newsCardStringKeys)`. */
export const newsCardStringKeys = ['news.readMore', ...newsCategoryDateStringKeys] as const;
type NewsCardStrings = Record<(typeof newsCardStringKeys)[number], string>;

export interface NewsCardProps {
  article: NewsArticle;
  lang: Locale;
  strings: NewsCardStrings;
  variant?: 'card' | 'side';
  headingLevel?: 2 | 3 | 4;
  /** Search results: the highlighted snippet (escaped HTML with <mark>) replaces the excerpt. */
  snippetHtml?: string;
  /** True for a card at the top of the page: its image is not lazy. */
  priority?: boolean;
}

// 'Read More' names its article in hidden text, not aria-label: search engines read a link's text, and "Read More" alone tells them nothing.
function ReadMore({ href, title, text, className }: { href: string; title: string; text: string; className: string }): ReactElement {
  return (
    <a href={href} className={className}>
      {text}
      <span className="sr-only">{`: ${title}`}</span>
    </a>
  );
}

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A news card or side item. */
export default function NewsCard({ article, lang, strings, variant = 'card', headingLevel = 3, snippetHtml, priority = false }: NewsCardProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  const tone = getNewsTone(article.category);
  const href = localizeHref(`/news/${article.id}`, lang);
  if (variant === 'side') {
    return (
      <article className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-3" data-news-id={article.id} data-news-tone={tone}>
        <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-box bg-base-200 sm:w-28">
          <ResponsivePicture src={article.imageUrl} alt="" widths={[400]} sizes="112px" width={400} height={400} className="h-full w-full object-cover" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <NewsCategoryDate article={article} lang={lang} strings={strings} small />
          </div>
          <Heading className="font-semibold leading-snug" lang={writtenIn(article, 'title') ?? undefined}>
            {article.title}
          </Heading>
          <ReadMore href={href} title={article.title} text={strings['news.readMore']} className="link link-primary mt-auto self-start text-sm font-semibold" />
        </div>
      </article>
    );
  }
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm" data-news-id={article.id} data-news-tone={tone}>
      <figure className="aspect-[3/2] bg-base-200 [&>picture]:size-full">
        <ResponsivePicture
          src={article.imageUrl}
          alt=""
          widths={[400, 800]}
          sizes={CARD_SIZES}
          width={800}
          height={533}
          priority={priority}
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <NewsCategoryDate article={article} lang={lang} strings={strings} />
        </div>
        <Heading className="card-title text-lg leading-snug" lang={writtenIn(article, 'title') ?? undefined}>
          {article.title}
        </Heading>
        {snippetHtml !== undefined ? (
          <p className="text-sm text-base-content/80 [&_mark]:bg-warning/40 [&_mark]:text-inherit" dangerouslySetInnerHTML={{ __html: snippetHtml }} />
        ) : (
          <p className="text-sm text-base-content/80" lang={writtenIn(article, 'excerpt') ?? undefined}>
            {article.excerpt}
          </p>
        )}
        <div className="card-actions mt-auto pt-2">
          <ReadMore href={href} title={article.title} text={strings['news.readMore']} className="btn btn-outline btn-primary btn-sm" />
        </div>
      </div>
    </article>
  );
}
