/**
 * What each email says, as data: subject, heading, paragraphs, a table of facts and one action
 * link. The HTML template and the plain-text part are both drawn from it, so the two never differ.
 */
import { localizePath, useTranslations, type Locale } from '~/i18n';
import { planTexts } from '~/features/listings';
import type { EmailKind, OrderFacts } from './mail';
import { mailStrings, type MailStringKey } from './strings';

/** Site details every message shows, read from the configuration when it is rendered. */
export interface MailContext {
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  contact: { city: string; phone: string; email: string };
  bank: { bankName: string; accountName: string; accountNumber: string };
}

export interface EmailContent {
  lang: Locale;
  /** The site's name in the email's language ('Suriname Gids' in Dutch, as on the site). */
  brand: string;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  action: { label: string; href: string } | null;
  /** Under the button: the address written out, for clients that show no buttons. */
  linkHint: string;
  /** Lines under the sign-off: contact details and why this email came. */
  footer: string[];
  /** Newsletter messages (issue 18): the unsubscribe link every one carries. */
  unsubscribe?: { label: string; href: string };
  signoff: [string, string];
}

type MailTranslate = (key: MailStringKey, params?: Record<string, string | number>) => string;

/** A translator over the mail strings of one language. */
export function useMailStrings(lang: Locale): MailTranslate {
  const dict: Record<MailStringKey, string> = mailStrings[lang];
  return (key, params) =>
    (dict[key] ?? mailStrings.en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** '$33 USD' or 'SRD 1.250' in the reader's number format. */
function formatMailAmount(amount: number, currency: string, lang: Locale): string {
  const n = new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-US', { maximumFractionDigits: 2 }).format(amount);
  return currency === 'USD' ? `$${n} USD` : `${currency} ${n}`;
}

/** A date in Paramaribo time, e.g. '25 February 2027' / '25 februari 2027'. */
function formatMailDate(ms: number | null, lang: Locale): string {
  if (ms === null) return '';
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'long', timeZone: 'America/Paramaribo' }).format(new Date(ms));
}

/** The subject of a message; it carries no user text (order numbers are made by the site). */
export function getMailSubject(kind: EmailKind, facts: Pick<OrderFacts, 'orderNumber'>, lang: Locale): string {
  return useMailStrings(lang)(`${KIND_PREFIX[kind]}.subject` as MailStringKey, { reference: facts.orderNumber });
}

const KIND_PREFIX: Record<EmailKind, string> = {
  'buyer.bank_order_received': 'mail.bankOrder',
  'buyer.card_paid': 'mail.cardPaid',
  'buyer.receipt_received': 'mail.receiptReceived',
  'buyer.receipt_verified': 'mail.verified',
  'buyer.receipt_rejected': 'mail.rejected',
  'admin.new_order': 'mail.adminOrder',
  'admin.receipt_waiting': 'mail.adminReceipt',
  'admin.card_paid': 'mail.adminCard',
  'buyer.listing_reminder_14d': 'mail.reminder14',
  'buyer.listing_reminder_3d': 'mail.reminder3',
  'buyer.listing_ends_today': 'mail.endsToday',
  'admin.listing_submitted': 'mail.adminListing',
  'buyer.listing_received': 'mail.listingReceived',
  'buyer.listing_live': 'mail.listingLive',
  'buyer.listing_changes_requested': 'mail.listingChanges',
  'buyer.listing_editor_link': 'mail.editorLink',
  // Not an order email: rendered by newsletter-content.ts.
  'subscriber.newsletter_confirm': 'mail.newsletter',
  // Not an order email: rendered by review-mail.ts.
  'writer.review_confirm': 'mail.review',
};

/** Builds what a message says from its kind, the order facts frozen in the row, and the site details. */
export function buildEmailContent(kind: EmailKind, facts: OrderFacts, lang: Locale, ctx: MailContext): EmailContent {
  const t = useMailStrings(lang);
  const site = useTranslations(lang);
  const prefix = KIND_PREFIX[kind];
  const k = (part: string) => `${prefix}.${part}` as MailStringKey;
  const toBuyer = kind.startsWith('buyer.');
  const link = (path: string, query = '') => `${ctx.siteUrl}${localizePath(path, lang)}${query}`;
  const params = {
    reference: facts.orderNumber,
    plan: site(planTexts[facts.planType].name),
    business: facts.businessName,
    date: formatMailDate(facts.listingEndsAt, lang),
  };
  const amount = formatMailAmount(facts.amount, facts.currency, lang);
  const fact = (label: MailStringKey, value: string) => ({ label: t(label), value });
  const rows = [fact('mail.fact.reference', facts.orderNumber), fact('mail.fact.plan', params.plan), fact('mail.fact.amount', amount)];
  const paragraphs = [t(k('intro'), params)];
  let action: EmailContent['action'] = null;
  const adminOrders = `${ctx.siteUrl}${localizePath('/admin', lang)}?order=${encodeURIComponent(facts.orderId)}#orders`;

  switch (kind) {
    case 'buyer.bank_order_received':
      rows.push(
        fact('mail.fact.bank', ctx.bank.bankName),
        fact('mail.fact.accountName', ctx.bank.accountName),
        fact('mail.fact.accountNumber', ctx.bank.accountNumber),
        fact('mail.fact.quote', facts.orderNumber),
      );
      paragraphs.push(t(k('next')));
      action = { label: t(k('action')), href: link('/checkout/bank-transfer', `?order=${encodeURIComponent(facts.orderId)}`) };
      break;
    case 'buyer.card_paid':
    case 'buyer.receipt_verified':
      rows.push(fact('mail.fact.date', formatMailDate(facts.paidAt, lang)));
      if (facts.renewedUntil) {
        // A renewal: the same listing runs on, no review needed.
        const until = formatMailDate(facts.renewedUntil, lang);
        rows.push(fact('mail.fact.activeUntil', until));
        paragraphs.push(t('mail.paid.renewed', { date: until }));
        action = { label: t(k('action')), href: link('/') };
      } else if (facts.editorToken) {
        // A new listing: the private editor link, and what to do with it.
        paragraphs.push(t('mail.paid.editor'));
        action = { label: t('mail.paid.editorAction'), href: link(`/listing/${encodeURIComponent(facts.editorToken)}`) };
      } else {
        rows.push(fact('mail.fact.activeUntil', params.date));
        if (kind === 'buyer.card_paid') paragraphs.push(t(k('next')));
        action = { label: t(k('action')), href: link('/') };
      }
      break;
    case 'buyer.receipt_received':
      paragraphs.push(t(k('next')));
      break;
    case 'buyer.listing_reminder_14d':
    case 'buyer.listing_reminder_3d':
    case 'buyer.listing_ends_today':
      // Renewal: the checkout prefilled from the listing and tied to it by the renewal link.
      rows.push(fact('mail.fact.activeUntil', params.date));
      paragraphs.push(t('mail.renew.next'));
      action = {
        label: t('mail.renew.action'),
        href: facts.renewToken ? link('/checkout', `?renew=${encodeURIComponent(facts.renewToken)}`) : link('/checkout', `?plan=${facts.planType}`),
      };
      break;
    case 'buyer.listing_live':
      rows.push(fact('mail.fact.activeUntil', params.date));
      action = { label: t(k('action')), href: link(facts.listingPath ?? '/') };
      break;
    case 'buyer.listing_changes_requested':
      rows.push(fact('mail.fact.reason', facts.reviewNote ?? ''));
      paragraphs.push(t(k('next')));
      action = { label: t(k('action')), href: link(facts.listingPath ?? '/') };
      break;
    case 'buyer.listing_received':
      // No button: the editor link is private and only its first email carries it.
      paragraphs.push(t(k('next')));
      break;
    case 'buyer.listing_editor_link':
      paragraphs.push(t(k('next')));
      action = { label: t(k('action')), href: link(facts.listingPath ?? '/') };
      break;
    case 'buyer.receipt_rejected':
      rows.push(fact('mail.fact.reason', facts.rejectionReason ?? ''));
      paragraphs.push(t(k('next')));
      // A new receipt goes to the same order: its bank-transfer page takes one after a rejection.
      action = { label: t(k('action')), href: link('/checkout/bank-transfer', `?order=${encodeURIComponent(facts.orderId)}`) };
      break;
    case 'admin.listing_submitted':
      // The review queue is in the dashboard; the order tells the admin who sent it.
      rows.push(fact('mail.fact.business', facts.businessName), fact('mail.fact.email', facts.email));
      action = {
        label: t(k('action')),
        href: `${ctx.siteUrl}${localizePath('/admin', lang)}${facts.listingId ? `?listing=${encodeURIComponent(facts.listingId)}` : ''}#listings`,
      };
      break;
    default:
      // Admin messages: who ordered, and a link straight to the order in the Orders tab.
      rows.push(fact('mail.fact.business', facts.businessName), fact('mail.fact.contact', facts.contactName), fact('mail.fact.email', facts.email));
      rows.push(fact('mail.fact.payment', t(facts.paymentMethod === 'creditcard' ? 'mail.method.creditcard' : 'mail.method.banktransfer')));
      action = { label: t(k('action')), href: adminOrders };
  }

  const siteHost = ctx.siteUrl.replace(/^https?:\/\//, '');
  return {
    lang,
    brand: site('site.name'),
    subject: t(k('subject'), params),
    heading: t(k('heading')),
    greeting: toBuyer ? t('mail.greeting', { name: facts.contactName }) : t('mail.adminGreeting'),
    paragraphs,
    facts: rows,
    action,
    linkHint: t('mail.linkHint'),
    signoff: [t('mail.signoff'), t('mail.team')],
    // Admins need no contact details of their own site; buyers get them in every email.
    footer: [
      ...(toBuyer ? [t('mail.contact', { phone: ctx.contact.phone, email: ctx.contact.email })] : []),
      `${site('site.name')} · ${ctx.contact.city} · ${ctx.siteUrl}`,
      t(toBuyer ? 'mail.why' : 'mail.adminWhy', { site: siteHost }),
    ],
  };
}

/** The plain-text part: the same content, one fact per line, links written out in full. */
export function renderPlainText(content: EmailContent): string {
  const width = Math.max(...content.facts.map((f) => f.label.length));
  const lines = [content.heading, '', content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  lines.push(...content.facts.map((f) => `${`${f.label}:`.padEnd(width + 2)}${f.value}`), '');
  if (content.action) lines.push(`${content.action.label}:`, content.action.href, '');
  lines.push(...content.signoff, '', '--', ...content.footer);
  if (content.unsubscribe) lines.push(`${content.unsubscribe.label}: ${content.unsubscribe.href}`);
  return `${lines.join('\n')}\n`;
}
