/**
 * Content-validation messages in the dashboard's language. The schemas' issues carry a code and
 * parameters (~/platform/content/issue-codes.ts); each message is rendered from them, the field's
 * label from its key in the dashboard's strings. Issues without a code keep their own message.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localizeIssue } from '~/platform/content/issue-codes';
import type { AdminStringKey, AdminTranslate } from '~/features/admin/lib/strings';

/** An issue of a content schema. */
type Issue = { message: string; params?: unknown };

/** One issue's message in `lang`, rendered from its code. */
export function localizeContentIssue(t: AdminTranslate, lang: 'en' | 'nl', issue: Issue): string {
  return localizeIssue(issue, lang, (key) => t(key as AdminStringKey));
}

/**
 * A react-hook-form resolver that checks the values with `schema` and words each field's first
 * issue with `localize` (zodResolver keeps only the rendered message, and the code is needed here).
 */
export function localizedResolver<V extends FieldValues, I>(schema: z.ZodType<I>, localize: (issue: z.core.$ZodIssue) => string): Resolver<V, unknown, I> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) flat[issue.path.join('.')] ??= { type: issue.code, message: localize(issue) };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
