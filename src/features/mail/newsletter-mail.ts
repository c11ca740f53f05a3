/**
 * Newsletter emails (issue 18): the facts a queued confirmation carries and what it says. Every
 * newsletter message carries its unsubscribe link. Runs anywhere.
 */
import { z } from 'zod';
import { localizePath, useTranslations, type Locale } from '~/i18n';
import { useMailStrings, type EmailContent, type MailContext } from './content';
import { newsletterMailStrings, type NewsletterMailKey } from './newsletter-strings';

/** Site paths (without language prefix) of the confirm and unsubscribe links: tokens live in the row until it is sent. */
export const newsletterFactsSchema = z.object({
  subscriberId: z.string(),
  confirmPath: z.string(),
  unsubscribePath: z.string(),
  confirmDays: z.number(),
});
export type NewsletterFacts = z.output<typeof newsletterFactsSchema>;

function useNewsletterMail(lang: Locale) {
  const dict: Record<NewsletterMailKey, string> = newsletterMailStrings[lang];
  return (key: NewsletterMailKey, params: Record<string, string | number> = {}) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The subject of a newsletter confirmation in a language. */
export function getNewsletterSubject(lang: Locale): string {
  return useNewsletterMail(lang)('nl.confirm.subject');
}

/** What the confirmation email says; its footer is the signature plus why it came, then the unsubscribe link. */
export function buildNewsletterContent(facts: NewsletterFacts, lang: Locale, ctx: MailContext): EmailContent {
  const t = useNewsletterMail(lang);
  const site = useTranslations(lang);
  const mail = useMailStrings(lang);
  const link = (path: string) => `${ctx.siteUrl}${localizePath(path, lang)}`;
  const siteHost = ctx.siteUrl.replace(/^https?:\/\//, '');
  return {
    lang,
    brand: site('site.name'),
    subject: t('nl.confirm.subject'),
    heading: t('nl.confirm.heading'),
    greeting: t('nl.confirm.greeting'),
    paragraphs: [t('nl.confirm.intro'), t('nl.confirm.next', { days: facts.confirmDays })],
    facts: [],
    action: { label: t('nl.confirm.action'), href: link(facts.confirmPath) },
    linkHint: mail('mail.linkHint'),
    signoff: [mail('mail.signoff'), mail('mail.team')],
    footer: [`${site('site.name')} · ${ctx.contact.city} · ${ctx.siteUrl}`, t('nl.why', { site: siteHost })],
    unsubscribe: { label: t('nl.unsubscribe'), href: link(facts.unsubscribePath) },
  };
}
