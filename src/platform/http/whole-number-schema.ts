/** The zod form of parseWholeNumber, for query strings and path parameters. */
import { z } from 'zod';
import { parseWholeNumber, type WholeNumberRange } from './whole-number';

/** A zod schema for a plain-decimal string in the range, giving the number; `message` for every failure. */
export function wholeNumberSchema(message: string, range: WholeNumberRange = {}) {
  return z.string({ error: message }).transform((value, ctx) => {
    const n = parseWholeNumber(value, range);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}
