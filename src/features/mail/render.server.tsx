/** Turns an outbox row into the email it stands for: subject, HTML part and plain-text part. */
import { render } from '@react-email/render';
import { isLocale, type Locale } from '~/i18n';
import { getBankAccount } from '~/features/listings/index.server';
import { getSiteContact, getSiteUrl } from '~/platform/config/site-config.server';
import { buildEmailContent, renderPlainText, type MailContext } from './content';
import { isEmailKind, orderFactsSchema } from './mail';
import { buildNewsletterContent, newsletterFactsSchema } from './newsletter-mail';
import { buildReviewConfirmContent, reviewConfirmFactsSchema } from './review-mail';
import { OrderEmail } from './templates/OrderEmail';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Newsletter messages: the unsubscribe address for the List-Unsubscribe header (one-click, RFC 8058); null for the rest. */
  listUnsubscribe: string | null;
  /** The reader's language (the sender name follows it). */
  lang: Locale;
}

/** The stored fields rendering needs. */
export interface RenderableRow {
  kind: string;
  locale: string;
  payload: unknown;
}

/** The site details for emails, from the same settings the pages use. */
export function getMailContext(env: NodeJS.ProcessEnv = process.env): MailContext {
  return { siteUrl: getSiteUrl(env), contact: getSiteContact(env), bank: getBankAccount(env) };
}

/** Renders a row; throws when the row holds a kind or facts this code does not know (a bug, shown as the row's error). */
export async function renderEmail(row: RenderableRow, ctx: MailContext = getMailContext()): Promise<RenderedEmail> {
  if (!isEmailKind(row.kind)) throw new Error(`unknown email kind ${row.kind}`);
  const lang: Locale = isLocale(row.locale) ? row.locale : 'en';
  const content =
    row.kind === 'subscriber.newsletter_confirm'
      ? buildNewsletterContent(newsletterFactsSchema.parse(row.payload), lang, ctx)
      : row.kind === 'writer.review_confirm'
        ? buildReviewConfirmContent(reviewConfirmFactsSchema.parse(row.payload), lang, ctx)
        : buildEmailContent(row.kind, orderFactsSchema.parse(row.payload), lang, ctx);
  const html = await render(<OrderEmail content={content} />);
  return { subject: content.subject, html, text: renderPlainText(content), listUnsubscribe: content.unsubscribe?.href ?? null, lang };
}
