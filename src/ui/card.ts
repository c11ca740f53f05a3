/**
 * The place cards' frame (restaurants, tours; issue 21): one look, and the whole card is a link
 * through its name, so a keyboard reaches it once and a tap anywhere on it opens the place.
 * Links inside a card (a phone number) and the save heart sit above the stretched link (relative z-10).
 */

/** The card: its focus ring shows on the whole card when the name's link has the keyboard focus. */
export const CARD_CLASS =
  'card relative h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-accent';
/** The name's link, stretched over the whole card. */
export const STRETCHED_LINK = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
