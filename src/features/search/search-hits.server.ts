/** The shown hits of a search: names and snippets read from the stored texts by primary key (the index stores no text). */
import type { Db } from '~/db/client';
import { getQueryTokens, renderSnippetHtml, searchKinds, type SearchKind } from './search-query';
import { prepare } from './search-statements.server';
import { makeSnippet } from './snippet';

/** One found item: its kind and id, the language of the text that matched, its name and a highlighted snippet (HTML, escaped). */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  locale: string;
  name: string;
  snippetHtml: string;
}

// rowid = item id * 16 + kind * 4 + language (en 0, nl 1, other 2).
/** The kind of an index row. */
export const kindOf = (rid: number): SearchKind => searchKinds[Math.floor(rid / 4) % 4] as SearchKind;
/** The language of an index row. */
export const localeOf = (rid: number): string => (['en', 'nl'][rid % 4] as string | undefined) ?? 'other';

/** The indexed texts of one item in one language (as the search_source view of 0014 has them), by primary key. */
const TEXT_SOURCES: Record<SearchKind, string> = {
  restaurant: 'SELECT name, cuisine AS category, location, description AS body FROM restaurant_translations WHERE restaurant_id = ? AND locale = ?',
  tour: `SELECT name, category || ' ' || duration AS category, location || ' ' || operator || ' ' || meeting_point AS location,
    description || ' ' || coalesce((SELECT group_concat(value, ' ') FROM json_each(daily_itinerary)), '') AS body
    FROM tour_translations WHERE tour_id = ? AND locale = ?`,
  event: 'SELECT name, category, location, description AS body FROM event_translations WHERE event_id = ? AND locale = ?',
  news: `SELECT title AS name, category, '' AS location, excerpt || ' ' || content AS body FROM news_translations WHERE news_id = ? AND locale = ?`,
};

/** Names and snippets of the shown hits, from the stored texts (one primary-key read per hit). */
export function readHits(db: Db, rids: number[], q: string, withSnippets = true): SearchHit[] {
  const tokens = getQueryTokens(q);
  return rids.map((rid) => {
    const kind = kindOf(rid);
    const id = Math.floor(rid / 16);
    const locale = localeOf(rid);
    const text = prepare(db, TEXT_SOURCES[kind]).get(id, locale) as { name: string; category: string; location: string; body: string } | undefined;
    const snippet = text && withSnippets ? makeSnippet([text.body, text.category, text.location], tokens) : '';
    return { kind, id, locale, name: text?.name ?? '', snippetHtml: renderSnippetHtml(snippet) };
  });
}
