/**
 * The features that exist only as a button with a message (spec section 1: Read More, Subscribe;
 * Get Tickets and Book This Tour became real links in issue 18). With JavaScript the message appears in the page's live region
 * (src/ui/not-built/not-built-alerts.ts); without it the button opens a popover holding the same text,
 * which the browser does on its own (NotBuiltNotice renders the popovers).
 */
import type { StringKey, useTranslations } from '~/i18n';

export const notBuiltMessages = {
  read: 'news.readNotBuilt',
  newsletter: 'newsletter.notBuilt',
} as const satisfies Record<string, StringKey>;
export type NotBuiltFeature = keyof typeof notBuiltMessages;

/** The id of a feature's popover. */
export const notBuiltPopoverId = (feature: NotBuiltFeature) => `not-built-${feature}`;

/** Attributes of a not-built button: its message for the script, and the popover it opens without one. */
export function notBuiltButton(feature: NotBuiltFeature, t: ReturnType<typeof useTranslations>): Record<string, string> {
  return { 'data-not-built': t(notBuiltMessages[feature]), popovertarget: notBuiltPopoverId(feature) };
}
