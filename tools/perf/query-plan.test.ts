import { describe, expect, it } from 'vitest';
import { findPlanProblems, readAliases } from './query-plan';

const tables = new Set(['restaurants', 'restaurant_translations', 'news_articles']);

describe('readAliases', () => {
  it('maps drizzle aliases and AS aliases to their tables', () => {
    const sql = 'select 1 from "restaurants" inner join "restaurant_translations" "en" on 1 left join restaurant_translations as "loc" on 1';
    expect(Object.fromEntries(readAliases(sql, tables))).toEqual({ en: 'restaurant_translations', loc: 'restaurant_translations' });
  });
});

describe('findPlanProblems', () => {
  it('reports a scan of a watched table through its alias', () => {
    const sql = 'select * from "news_articles" inner join "restaurant_translations" "en" on 1';
    expect(findPlanProblems(['SCAN en', 'SEARCH news_articles USING INTEGER PRIMARY KEY (rowid=?)'], sql, tables)).toEqual([
      { table: 'restaurant_translations', kind: 'full-scan', detail: 'SCAN en' },
    ]);
  });

  it('accepts index walks, searches and tables it does not watch', () => {
    const details = [
      'SCAN restaurants USING COVERING INDEX restaurants_editors_pick_idx',
      'SCAN news_articles USING INDEX news_published_idx',
      'SEARCH restaurants USING INTEGER PRIMARY KEY (rowid>?)',
      'SCAN sessions',
      'SCAN CONSTANT ROW',
      'USE TEMP B-TREE FOR RIGHT PART OF ORDER BY',
    ];
    expect(findPlanProblems(details, 'select 1', tables)).toEqual([]);
  });

  it('reports a sort of every matching row and an old-style SCAN TABLE', () => {
    expect(findPlanProblems(['SCAN TABLE restaurants', 'USE TEMP B-TREE FOR ORDER BY'], '', tables).map((p) => p.kind)).toEqual(['full-scan', 'sort-all']);
  });
});
