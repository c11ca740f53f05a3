/** The search index holds approved listings only: a pending draft is never found, the approved entry is. */
import { describe, expect, it } from 'vitest';
import { approveListing } from '~/features/listings/lifecycle/listing-review.server';
import { searchContent } from '~/features/search/search.server';
import { makeListing, sampleRestaurantDraft } from '../helpers/sample-listings';
import { useTempDatabase } from '../helpers/temp-database';

const temp = useTempDatabase('guide-search-approval-');
const find = (q: string) => searchContent(temp.db, { q, lang: 'en', limit: 20, offset: 0 });

describe('search and listing approval', () => {
  it('finds an approved listing, never a pending draft', () => {
    const id = makeListing(temp.db, 'pending1', { draft: sampleRestaurantDraft('Warung Pendopo') });
    expect(find('pendopo').total).toBe(0);
    approveListing(temp.db, { listingId: id, actor: 'boss@guide.example', now: new Date('2026-03-04T15:00:00Z') });
    expect(find('pendopo').hits.map((h) => h.name)).toEqual(['Warung Pendopo']);
  });
});
