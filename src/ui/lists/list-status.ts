/** The status line of a filtered list (restaurants, tours). Runs anywhere. */
import { fillTemplate } from './format';

/** The status line's count: the empty text, the text for one, or the count filled in. */
export function describeListCount(total: number, texts: { empty: string; one: string; many: string }): string {
  if (total === 0) return texts.empty;
  return total === 1 ? texts.one : fillTemplate(texts.many, { count: total });
}
