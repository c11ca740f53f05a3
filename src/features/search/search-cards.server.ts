/** The items behind the shown search hits, read as the list pages read them, so results show the kinds' own cards. */
import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { getEventById } from '~/features/events/index.server';
import { getNewsById } from '~/features/news/index.server';
import { getRestaurantById } from '~/features/restaurants/index.server';
import { getTourById } from '~/features/tours/index.server';
import type { SearchHit } from './search.server';

type Item<T extends (...args: never[]) => unknown> = NonNullable<ReturnType<T>>;

/** A hit with its item; a hit whose item is gone (deleted between index and read) is left out. */
export type HitCard =
  | { hit: SearchHit; kind: 'restaurant'; item: Item<typeof getRestaurantById> }
  | { hit: SearchHit; kind: 'tour'; item: Item<typeof getTourById> }
  | { hit: SearchHit; kind: 'event'; item: Item<typeof getEventById> }
  | { hit: SearchHit; kind: 'news'; item: Item<typeof getNewsById> };

/** One primary-key read per hit (a page holds at most 50). */
export function loadHitCards(db: Db, hits: readonly SearchHit[], lang: Locale): HitCard[] {
  const cards: HitCard[] = [];
  for (const hit of hits) {
    if (hit.kind === 'restaurant') {
      const item = getRestaurantById(db, hit.id, lang);
      if (item) cards.push({ hit, kind: 'restaurant', item });
    } else if (hit.kind === 'tour') {
      const item = getTourById(db, hit.id, lang);
      if (item) cards.push({ hit, kind: 'tour', item });
    } else if (hit.kind === 'event') {
      const item = getEventById(db, hit.id, lang);
      if (item) cards.push({ hit, kind: 'event', item });
    } else {
      const item = getNewsById(db, hit.id, lang);
      if (item) cards.push({ hit, kind: 'news', item });
    }
  }
  return cards;
}
