/** zod schemas for the public API's query strings and path ids. */
import { z } from 'zod';
import { locales } from '~/platform/i18n/config';
import { jsonError } from './json';
import { wholeNumberSchema } from './whole-number-schema';

/** Largest page an API list returns; small catalogues fit in one answer. */
export const API_MAX_LIMIT = 100;

const lang = z.enum(locales, { error: "lang must be 'en' or 'nl'" }).default('en');
const limit = wholeNumberSchema(`limit must be a whole number from 1 to ${API_MAX_LIMIT}`, { min: 1, max: API_MAX_LIMIT }).default(API_MAX_LIMIT);
const cursor = wholeNumberSchema('cursor must be a whole number').optional();

export const langQuerySchema = z.object({ lang });
export const listQuerySchema = z.object({ lang, limit, cursor });

/** A list query with a category filter: the kind's category values, 'all' by default. */
export function listQueryWithCategory<const C extends readonly [string, ...string[]]>(categories: C) {
  return listQuerySchema.extend({
    category: z.enum(categories, { error: `category must be one of ${categories.join(', ')}` }).default('all' as C[number]),
  });
}

/** A positive integer id from a path segment, in plain decimal (`0x10` and `1e3` are not ids). */
export const idParamSchema = wholeNumberSchema('id must be a positive whole number', { min: 1 });

/** Parses the query string with a schema; a failure becomes a 400 response naming the problem. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): { data: z.output<S> } | { response: Response } {
  const raw: Record<string, string> = {};
  for (const key of url.searchParams.keys()) raw[key] ??= url.searchParams.get(key) ?? '';
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data };
  return { response: jsonError(400, result.error.issues[0]?.message ?? 'Invalid query') };
}

/** Parses an id path parameter; a failure becomes a 400 response. */
export function parseId(value: string | undefined): { id: number } | { response: Response } {
  const result = idParamSchema.safeParse(value);
  if (result.success) return { id: result.data };
  return { response: jsonError(400, result.error.issues[0]?.message ?? 'Invalid id') };
}

/** Headers announcing the next page of a list, when there is one. */
export function nextPageHeaders(url: URL, nextCursor: number | null): HeadersInit {
  if (nextCursor === null) return {};
  const next = new URL(url);
  next.searchParams.set('cursor', String(nextCursor));
  return { 'X-Next-Cursor': String(nextCursor), Link: `<${next.pathname}${next.search}>; rel="next"` };
}
