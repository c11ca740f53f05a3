/**
 * Every query of the query modules (`*.server.ts` of each feature) (and the few public reads outside it) runs through EXPLAIN QUERY
 * PLAN on the seeded fixture. A full scan of a table, or a sort of every matching row before the
 * LIMIT, makes a page's cost follow the catalogue instead of the page, so either fails the test.
 * SQLite plans without ANALYZE statistics depend on the schema and the SQL, not on row counts,
 * so these plans are the ones a 50,000-restaurant database gets too.
 */
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import * as schema from '~/db/schema';
import { findPlanProblems } from '../../tools/perf/query-plan';
import { createSqlRecorder, type SqlRecorder } from '../../tools/perf/sql-recorder.server';
import { copyFixture } from '../helpers/fixture';
import { QUERY_CASES, NOT_QUERIES, EXTRA_CASES, type QueryCase } from './query-cases';

const TABLES = new Set(
  Object.values(schema)
    .filter(isTable)
    .map((t) => getTableName(t)),
);

let db: Db;
let recorder: SqlRecorder;
beforeAll(() => {
  const dataDir = copyFixture(inject('fixtureDir'));
  process.env.DATA_DIR = dataDir;
  db = openDatabase(path.join(dataDir, 'guide.db'));
  recorder = createSqlRecorder(db.$client);
});
afterAll(() => {
  recorder.restore();
  db.$client.close();
});

/** The modules that read the database (the old src/db/queries, now in their features). */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/features/{restaurants,tours,events,news,testimonials}/{restaurants,tours,events,news,testimonials}.server.ts',
    '../../src/features/{restaurants,tours,events,news}/{restaurant,tour,event,news}-admin.server.ts',
    '../../src/features/home/counts.server.ts',
    '../../src/features/admin/admin-stats.server.ts',
    '../../src/features/admin/settings/*settings.server.ts',
    '../../src/features/admin/content/{content-fields,admin-translations}.server.ts',
    '../../src/features/listings/orders/orders.server.ts',
    '../../src/features/content/prepared.server.ts',
    '../../src/features/reviews/reviews.server.ts',
  ],
  { eager: true },
);

describe('query plan coverage', () => {
  it('has a plan check for every exported function of the query modules', () => {
    const exported = Object.entries(modules).flatMap(([file, mod]) =>
      Object.entries(mod)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${path.basename(file, '.server.ts')}.${name}`),
    );
    const missing = exported.filter((name) => !(name in QUERY_CASES) && !NOT_QUERIES.includes(name));
    expect(missing, 'add these to tests/perf/query-cases.ts').toEqual([]);
    expect(exported.length).toBeGreaterThan(20);
  });
});

function checkCase(name: string, run: QueryCase): void {
  const statements = recorder.record(() => run(db));
  expect(statements.length, `${name} ran no SQL`).toBeGreaterThan(0);
  for (const statement of statements) {
    const plan = recorder.explain(statement);
    const problems = findPlanProblems(plan, statement.sql, TABLES);
    expect(problems, `${name}\n${statement.sql}\n${plan.join('\n')}`).toEqual([]);
  }
}

describe('query plans', () => {
  for (const [name, cases] of Object.entries(QUERY_CASES)) {
    it(`${name} uses an index and sorts no more than a page`, () => {
      for (const run of cases) checkCase(name, run);
    });
  }
  for (const [name, run] of Object.entries(EXTRA_CASES)) {
    it(`${name} uses an index and sorts no more than a page`, () => checkCase(name, run));
  }
});
