/**
 * The review confirmation email (issue 20): the facts a queued one carries and what it says.
 * Runs anywhere.
 */
import { z } from 'zod';
import { localizePath, useTranslations, type Locale } from '~/i18n';
import { useMailStrings, type EmailContent, type MailContext } from './content';
import { reviewMailStrings, type ReviewMailKey } from './review-mail-strings';

/**
 * The confirm link's site path (without language prefix; the token lives in the row until it is
 * sent) and the place's name. Nothing the writer typed goes into the email, so the form cannot be
 * used to send someone else a message of its choosing.
 */
export const reviewConfirmFactsSchema = z.object({
  reviewId: z.number(),
  confirmPath: z.string(),
  placeName: z.string(),
  confirmHours: z.number(),
});
export type ReviewConfirmFacts = z.output<typeof reviewConfirmFactsSchema>;

function useReviewMail(lang: Locale) {
  const dict: Record<ReviewMailKey, string> = reviewMailStrings[lang];
  return (key: ReviewMailKey, params: Record<string, string | number> = {}) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The subject of a review confirmation in a language. */
export function getReviewConfirmSubject(lang: Locale): string {
  return useReviewMail(lang)('rv.confirm.subject');
}

/** What the confirmation email says: one button to the confirm page, which asks once more before it confirms. */
export function buildReviewConfirmContent(facts: ReviewConfirmFacts, lang: Locale, ctx: MailContext): EmailContent {
  const t = useReviewMail(lang);
  const site = useTranslations(lang);
  const mail = useMailStrings(lang);
  return {
    lang,
    brand: site('site.name'),
    subject: t('rv.confirm.subject'),
    heading: t('rv.confirm.heading'),
    greeting: t('rv.confirm.greeting'),
    paragraphs: [t('rv.confirm.intro', { place: facts.placeName }), t('rv.confirm.next', { hours: facts.confirmHours })],
    facts: [],
    action: { label: t('rv.confirm.action'), href: `${ctx.siteUrl}${localizePath(facts.confirmPath, lang)}` },
    linkHint: mail('mail.linkHint'),
    signoff: [mail('mail.signoff'), mail('mail.team')],
    footer: [`${site('site.name')} · ${ctx.contact.city} · ${ctx.siteUrl}`, t('rv.why', { site: ctx.siteUrl.replace(/^https?:\/\//, '') })],
  };
}
