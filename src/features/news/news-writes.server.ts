/** Writes of news articles and their translations, each in one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import type { NewsInput } from './news-article';
import type { Db } from '~/db/client';
import type { ItemRowsPart } from '~/db/item-rows';
import { newsArticles, newsTranslations } from '~/db/schema';
import { imageList } from '~/features/content';
import { keepImageAlts, type AltPlace } from '~/features/content/index.server';

/** Where the pictures and their alts live, for an update that sends no alts (the flat shape, a partner's draft). */
const ALT_PLACE: AltPlace = { table: 'news_articles', translations: 'news_translations', key: 'news_id', gallery: true };

function writeTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, input: NewsInput): void {
  // Only the languages the input carries are replaced: a flat (English-only) update keeps the Dutch.
  tx.delete(newsTranslations)
    .where(and(eq(newsTranslations.newsId, id), inArray(newsTranslations.locale, Object.keys(input.translations))))
    .run();
  for (const [locale, texts] of Object.entries(input.translations)) {
    tx.insert(newsTranslations)
      .values({ newsId: id, locale, ...texts })
      .run();
  }
}

/** Creates an article (published now unless a date is given, null for none) and returns its id. */
export function createNews(db: Db, input: NewsInput): number {
  return db.transaction((tx) => {
    const publishedAt = input.publishedAt === undefined ? new Date() : input.publishedAt;
    const { id } = tx
      .insert(newsArticles)
      .values({ imageUrl: input.imageUrl, imageUrls: input.imageUrls, isFeatured: input.isFeatured, publishedAt })
      .returning({ id: newsArticles.id })
      .get();
    writeTranslations(tx, id, input);
    return id;
  });
}

/** Replaces an article's fields (its date stays unless one is given); false when the id is unknown. */
export function updateNews(db: Db, id: number, input: NewsInput): boolean {
  return db.transaction((tx) => {
    const translations = keepImageAlts(tx, ALT_PLACE, id, imageList(input.imageUrl, input.imageUrls), input.translations) as typeof input.translations;
    const changed = tx
      .update(newsArticles)
      .set({
        imageUrl: input.imageUrl,
        imageUrls: input.imageUrls,
        isFeatured: input.isFeatured,
        ...(input.publishedAt !== undefined ? { publishedAt: input.publishedAt } : {}),
        updatedAt: new Date(),
      })
      .where(eq(newsArticles.id, id))
      .run().changes;
    if (changed === 0) return false;
    writeTranslations(tx, id, { ...input, translations });
    return true;
  });
}

/** Deletes an article; false when the id is unknown. */
export function deleteNews(db: Db, id: number): boolean {
  return db.delete(newsArticles).where(eq(newsArticles.id, id)).run().changes > 0;
}

/** Every row that makes up a news article, its own first: what a delete takes away and the admin's undo puts back (deleted_content). */
export const NEWS_ROWS: readonly ItemRowsPart[] = [
  { table: 'news_articles', where: 'id = ?' },
  { table: 'news_translations', where: 'news_id = ?' },
];
