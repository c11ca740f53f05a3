/**
 * Reading SQLite's EXPLAIN QUERY PLAN: which steps of a plan make a query's cost follow the size
 * of a table instead of the size of the page it returns.
 */

/** One step of a plan that reads a whole table or sorts every matching row. */
export interface PlanProblem {
  /** The table the step reads (aliases resolved), or null for a sort. */
  table: string | null;
  kind: 'full-scan' | 'sort-all';
  detail: string;
}

/** Index words that make a SCAN an index walk rather than a table read. */
const INDEXED_SCAN = /\bUSING (COVERING INDEX|INDEX|INTEGER PRIMARY KEY|PRIMARY KEY)\b/;

/** Maps the aliases of a statement (`"restaurant_translations" "en"`, `... as "en"`) to their tables. */
export function readAliases(sql: string, tables: ReadonlySet<string>): Map<string, string> {
  const aliases = new Map<string, string>();
  // After FROM or JOIN: a table name, then an alias in quotes or after AS (drizzle quotes both).
  for (const m of sql.matchAll(/\b(?:from|join)\s+[`"]?(\w+)[`"]?\s+(?:as\s+[`"]?(\w+)[`"]?|[`"](\w+)[`"])/gi)) {
    const table = m[1];
    const alias = m[2] ?? m[3];
    if (tables.has(table) && !tables.has(alias)) aliases.set(alias, table);
  }
  return aliases;
}

/**
 * The steps of a plan whose cost grows with a watched table: a `SCAN t` without an index, and
 * `USE TEMP B-TREE FOR ORDER BY` (every matching row is read and sorted before LIMIT applies).
 * A sort of the right part of an ORDER BY only orders ties and is allowed.
 */
export function findPlanProblems(details: readonly string[], sql: string, watched: ReadonlySet<string>): PlanProblem[] {
  const aliases = readAliases(sql, watched);
  const problems: PlanProblem[] = [];
  for (const detail of details) {
    const scan = /^SCAN (?:TABLE )?(\w+)/.exec(detail);
    if (scan) {
      const table = aliases.get(scan[1]) ?? scan[1];
      if (watched.has(table) && !INDEXED_SCAN.test(detail)) problems.push({ table, kind: 'full-scan', detail });
    } else if (/^USE TEMP B-TREE FOR ORDER BY$/.test(detail.trim())) {
      problems.push({ table: null, kind: 'sort-all', detail });
    }
  }
  return problems;
}
