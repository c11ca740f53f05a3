/** The refused form's messages in page order, each with the id of its input, for the summary at the top of the page. Runs anywhere. */
import type { EditorKind } from './editor-kinds';
import { WEEK_FROM_MONDAY } from '~/platform/dates/opening-hours-draft';
import type { Weekday } from '~/platform/dates/weekdays';

export interface SummaryItem {
  /** The id of the input the message belongs to (the link's target). */
  id: string;
  message: string;
  /** The language of the texts it belongs to, for messages of translated fields. */
  lang?: 'en' | 'nl';
}

/** Input name -> id, as EditorTexts, EditorDetails and EditorPhotos render them. */
function idOf(name: string): string {
  const text = /^(en|nl)\.(.+)$/.exec(name);
  if (text) return `${text[1]}-${text[2]}`;
  if (name === 'openingHours') return 'hours-monday-closed';
  const day = /^openingHours\.(\w+)$/.exec(name);
  if (day) return `hours-${day[1]}-closed`;
  if (name === 'mainPhoto') return 'photo-main';
  if (name === 'morePhotos') return 'photo-more';
  return `f-${name}`;
}

/** Every message, in the order the inputs appear on the page. */
export function summarizeErrors(kind: EditorKind, errors: Record<string, string>): SummaryItem[] {
  const order = [
    ...(['en', 'nl'] as const).flatMap((lang) => kind.textOrder.map((key) => `${lang}.${key}`)),
    ...kind.neutral.map((f) => f.name),
    'mainPhoto',
    'morePhotos',
  ];
  // A day of the opening hours sits where the hours are, the days in the week's order (Monday first).
  const rank = (name: string) => {
    const day = /^openingHours\.(\w+)$/.exec(name);
    if (day) return order.indexOf('openingHours') + (WEEK_FROM_MONDAY.indexOf(day[1] as Weekday) + 1) / 10;
    return order.includes(name) ? order.indexOf(name) : order.length;
  };
  return Object.keys(errors)
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => {
      const lang = /^(en|nl)\./.exec(name)?.[1] as 'en' | 'nl' | undefined;
      return { id: idOf(name), message: errors[name]!, ...(lang ? { lang } : {}) };
    });
}
