/**
 * Validation issues that carry a code, so each language renders its own message (never by parsing
 * another language's text). How, with zod 4's own machinery:
 * - a check is given `coded(code, params)` as its error: its error function renders the English
 *   template (the API's `{ "error": "…" }` text) and stamps `params: { code, label, labelKey, n }`
 *   on the issue. zod copies an issue's own keys into the final issue, as it does for the `params`
 *   of custom issues, so built-in issues (`too_big`, `invalid_type`, …) carry them the same way;
 * - a rule that adds its own issue uses `codedIssue(code, params)` (a custom issue with `params`);
 * - a reader in another language renders `params` with `localizeIssue` from the catalogue
 *   (issue-catalogue.ts), the label from `labelKey` in its own strings.
 * The code survives the engine's inner parses (their issues are re-added with all their keys).
 */
import type { z } from 'zod';
import { CONTENT_ISSUE_TEXTS, type ContentIssueCode, type IssueCatalogue } from './issue-catalogue';

export type { ContentIssueCode } from './issue-catalogue';

/** What a coded issue carries: its code and the values its templates name. */
export interface ContentIssueParams {
  code: ContentIssueCode;
  /** The field's English label ('Name'), for the English message. */
  label?: string;
  /** The field's label as a string key, for the other languages' messages. */
  labelKey?: string;
  /** A limit (characters, items). */
  n?: number;
}

type Extra = Omit<ContentIssueParams, 'code'>;

const fill = (template: string, label: string, n: number | undefined): string =>
  template.replaceAll('{label}', label).replaceAll('{n}', n === undefined ? '' : String(n));

/** The message of a coded issue in `lang`; `labelOf` renders a label key in that language. */
export function renderContentIssue(
  params: ContentIssueParams,
  lang: 'en' | 'nl',
  labelOf: (key: string) => string = (key) => key,
  catalogue: IssueCatalogue = CONTENT_ISSUE_TEXTS,
): string {
  // English names the field by the schema's own label; another language needs the label's key (absent: the English label).
  const label = lang !== 'en' && params.labelKey ? labelOf(params.labelKey) : (params.label ?? '');
  return fill(catalogue[lang][params.code], label, params.n);
}

/** A check's error (`.max(n, coded('tooLong', { label, n }))`): the English message, with the code stamped on the issue. */
export function coded(code: ContentIssueCode, extra: Extra = {}): { error: (issue: z.core.$ZodRawIssue) => string } {
  const params: ContentIssueParams = { code, ...extra };
  return {
    error: (issue) => {
      (issue as { params?: unknown }).params = params;
      return renderContentIssue(params, 'en');
    },
  };
}

/** A custom issue with its code, for `ctx.addIssue` (English message, `params` for the other languages). */
export function codedIssue(code: ContentIssueCode, extra: Extra & { path?: PropertyKey[] } = {}): z.core.$ZodRawIssue {
  const { path, ...rest } = extra;
  const params: ContentIssueParams = { code, ...rest };
  return { code: 'custom', params, message: renderContentIssue(params, 'en'), input: undefined, ...(path ? { path } : {}) } as z.core.$ZodRawIssue;
}

/** The code and parameters of an issue, or null when it carries none (an issue of a schema outside the catalogue). */
export function readContentIssue(issue: object): ContentIssueParams | null {
  const params = (issue as { params?: Partial<ContentIssueParams> }).params;
  return params && typeof params.code === 'string' && params.code in CONTENT_ISSUE_TEXTS.en ? (params as ContentIssueParams) : null;
}

/** An issue's message in `lang`: rendered from its code, or its own message when it carries none. */
export function localizeIssue(issue: { message: string; params?: unknown }, lang: 'en' | 'nl', labelOf?: (key: string) => string): string {
  const params = readContentIssue(issue);
  return params ? renderContentIssue(params, lang, labelOf) : issue.message;
}
