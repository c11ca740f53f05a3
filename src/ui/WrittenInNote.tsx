/**
 * "Written in Dutch" / "Geschreven in het Engels" under a text a page shows in the other language: an
 * item may be written in one language only, and the visitor should know why the text is not in theirs.
 * The wording is the reviews' own note. Renders nothing when the text is in the page's language.
 */
import type { ReactElement } from 'react';
import type { Locale } from '~/platform/i18n/config';

/** The strings the note needs: `pickStrings(lang, writtenInStringKeys)`. */
export const writtenInStringKeys = ['reviews.writtenIn.en', 'reviews.writtenIn.nl'] as const;
type WrittenInStrings = Record<(typeof writtenInStringKeys)[number], string>;

interface WrittenInNoteProps {
  /** The page's language (the note's own). */
  lang: Locale;
  /** The language the text is written in when not the page's; null shows nothing. */
  writtenIn: Locale | null;
  strings: WrittenInStrings;
  className?: string;
}

/** The note, or nothing. */
export default function WrittenInNote({ lang, writtenIn, strings, className = 'mt-2' }: WrittenInNoteProps): ReactElement | null {
  if (!writtenIn || writtenIn === lang) return null;
  return (
    <p className={`${className} text-xs italic text-base-content/70`} lang={lang} data-written-in={writtenIn}>
      {strings[`reviews.writtenIn.${writtenIn}`]}
    </p>
  );
}
