import { describe, expect, it } from 'vitest';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant } from '~/features/restaurants/index.server';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { COLUMN_WEIGHTS, scoreRows } from './search-rank.server';

const temp = useTempDatabase('guide-search-rank-');

function restaurant(name: string, description: string): number {
  const draft = sampleRestaurantDraft(name) as { translations: Record<string, Record<string, string>> };
  draft.translations.en!.description = description;
  return createRestaurant(temp.db, restaurantInputSchema.parse({ ...draft }));
}

describe('bm25 of the search index', () => {
  it("gives FTS5's own bm25() scores (same weights) where each word is once in a column", () => {
    for (let i = 0; i < 5; i++) restaurant(`Kitchen ${i}`, 'Good food every day, with a long list of dishes from the whole country.');
    restaurant('Bakabana Stand', 'Good food every day.');
    restaurant('Food Stand', 'Good bakabana every day near the market and the river.');
    const client = temp.db.$client;
    // The same rows in an index that keeps word positions (detail=full), where FTS5's bm25() works.
    client.exec(`CREATE VIRTUAL TABLE full_check USING fts5(kind UNINDEXED, item_id UNINDEXED, locale UNINDEXED, name, category, location, body,
      content = '', detail = full, tokenize = 'unicode61 remove_diacritics 2');
      INSERT INTO full_check (rowid, name, category, location, body) SELECT rid, name, category, location, body FROM search_source;`);
    const { name, category, location, body } = COLUMN_WEIGHTS;
    const expected = client
      .prepare(`SELECT rowid, -bm25(full_check, 0, 0, 0, ?, ?, ?, ?) AS score FROM full_check WHERE full_check MATCH '"bakabana" "food"'`)
      .all(name, category, location, body) as { rowid: number; score: number }[];
    expect(expected).toHaveLength(2);
    const scores = scoreRows(
      temp.db,
      expected.map((r) => r.rowid),
      'bakabana food',
      false,
    );
    for (const { rowid, score } of expected) expect(scores.get(rowid)).toBeCloseTo(score, 9);
  });
});
