/**
 * The admin Emails tab's strings. Like the Orders tab, it brings its own area and reads the
 * admin's language from the admin strings context.
 */
import { defineStrings } from '~/platform/i18n/define';
import { useAdminStrings } from '~/features/admin';

export const emailsTabStrings = defineStrings(
  {
    'emails.caption': 'Emails sent by the site',
    'emails.loading': 'Loading emails...',
    'emails.loadFailed': 'Failed to load emails',
    'emails.retry': 'Try again',
    'emails.refresh': 'Refresh',
    'emails.empty': 'No emails yet. Orders, payments and receipts write to the people involved.',
    'emails.loadMore': 'Load older emails',
    'emails.col.created': 'Queued',
    'emails.col.to': 'Recipient',
    'emails.col.subject': 'Subject',
    'emails.col.event': 'Event',
    'emails.col.status': 'Status',
    'emails.col.actions': 'Actions',
    'emails.status.queued': 'Queued',
    'emails.status.retrying': 'Retrying',
    'emails.status.sent': 'Sent',
    'emails.status.failed': 'Failed',
    'emails.retryAt': 'Next try {date}',
    'emails.sentAt': 'Sent {date}',
    'emails.attempts': '{count} tries',
    'emails.order': 'Order {number}',
    'emails.preview': 'Preview',
    'emails.previewLabel': 'Preview the email "{subject}"',
    'emails.previewTitle': 'Preview: {subject}',
    'emails.previewText': 'Text version',
    'emails.previewFailed': 'Failed to load the preview',
    'emails.closePreview': 'Close preview',
    'emails.resend': 'Resend',
    'emails.resendLabel': 'Resend the email "{subject}"',
    'emails.resent': 'Email queued again',
    'emails.resendFailed': 'Failed to resend the email',
    'emails.kind.buyer.bank_order_received': 'Order received (bank transfer)',
    'emails.kind.buyer.card_paid': 'Card payment confirmed',
    'emails.kind.buyer.receipt_received': 'Receipt received',
    'emails.kind.buyer.receipt_verified': 'Receipt verified',
    'emails.kind.buyer.receipt_rejected': 'Receipt rejected',
    'emails.kind.admin.new_order': 'Admins: new order',
    'emails.kind.admin.receipt_waiting': 'Admins: receipt to review',
    'emails.kind.admin.card_paid': 'Admins: card payment',
    'emails.kind.buyer.listing_live': 'Listing approved, live',
    'emails.kind.buyer.listing_received': 'Listing received, in review',
    'emails.kind.buyer.listing_changes_requested': 'Listing: changes requested',
    'emails.kind.buyer.listing_editor_link': 'Listing: new editor link',
    'emails.kind.buyer.listing_reminder_14d': 'Listing: ends in 14 days',
    'emails.kind.buyer.listing_reminder_3d': 'Listing: ends in 3 days',
    'emails.kind.buyer.listing_ends_today': 'Listing: ends today',
    'emails.kind.admin.listing_submitted': 'Admins: listing to review',
    'emails.kind.subscriber.newsletter_confirm': 'Newsletter: confirm sign-up',
    'emails.kind.writer.review_confirm': 'Review: confirm by email',
  },
  {
    'emails.caption': 'E-mails die de site heeft verstuurd',
    'emails.loading': 'E-mails laden...',
    'emails.loadFailed': 'E-mails laden is mislukt',
    'emails.retry': 'Opnieuw proberen',
    'emails.refresh': 'Vernieuwen',
    'emails.empty': 'Nog geen e-mails. Bestellingen, betalingen en betaalbewijzen schrijven naar de betrokkenen.',
    'emails.loadMore': 'Oudere e-mails laden',
    'emails.col.created': 'In wachtrij gezet',
    'emails.col.to': 'Ontvanger',
    'emails.col.subject': 'Onderwerp',
    'emails.col.event': 'Aanleiding',
    'emails.col.status': 'Status',
    'emails.col.actions': 'Acties',
    'emails.status.queued': 'In wachtrij',
    'emails.status.retrying': 'Wordt opnieuw geprobeerd',
    'emails.status.sent': 'Verstuurd',
    'emails.status.failed': 'Mislukt',
    'emails.retryAt': 'Volgende poging {date}',
    'emails.sentAt': 'Verstuurd {date}',
    'emails.attempts': '{count} pogingen',
    'emails.order': 'Bestelling {number}',
    'emails.preview': 'Bekijken',
    'emails.previewLabel': 'De e-mail "{subject}" bekijken',
    'emails.previewTitle': 'Voorbeeld: {subject}',
    'emails.previewText': 'Tekstversie',
    'emails.previewFailed': 'Het voorbeeld laden is mislukt',
    'emails.closePreview': 'Voorbeeld sluiten',
    'emails.resend': 'Opnieuw versturen',
    'emails.resendLabel': 'De e-mail "{subject}" opnieuw versturen',
    'emails.resent': 'E-mail opnieuw in de wachtrij gezet',
    'emails.resendFailed': 'Opnieuw versturen is mislukt',
    'emails.kind.buyer.bank_order_received': 'Bestelling ontvangen (bankoverschrijving)',
    'emails.kind.buyer.card_paid': 'Kaartbetaling bevestigd',
    'emails.kind.buyer.receipt_received': 'Betaalbewijs ontvangen',
    'emails.kind.buyer.receipt_verified': 'Betaalbewijs goedgekeurd',
    'emails.kind.buyer.receipt_rejected': 'Betaalbewijs afgekeurd',
    'emails.kind.admin.new_order': 'Beheerders: nieuwe bestelling',
    'emails.kind.admin.receipt_waiting': 'Beheerders: betaalbewijs te controleren',
    'emails.kind.admin.card_paid': 'Beheerders: kaartbetaling',
    'emails.kind.buyer.listing_live': 'Vermelding goedgekeurd, online',
    'emails.kind.buyer.listing_received': 'Vermelding ontvangen, ter controle',
    'emails.kind.buyer.listing_changes_requested': 'Vermelding: aanpassingen gevraagd',
    'emails.kind.buyer.listing_editor_link': 'Vermelding: nieuwe bewerklink',
    'emails.kind.buyer.listing_reminder_14d': 'Vermelding: loopt af over 14 dagen',
    'emails.kind.buyer.listing_reminder_3d': 'Vermelding: loopt af over 3 dagen',
    'emails.kind.buyer.listing_ends_today': 'Vermelding: loopt vandaag af',
    'emails.kind.admin.listing_submitted': 'Beheerders: vermelding te controleren',
    'emails.kind.subscriber.newsletter_confirm': 'Nieuwsbrief: aanmelding bevestigen',
    'emails.kind.writer.review_confirm': 'Beoordeling: bevestigen per e-mail',
  },
);

export type EmailsStringKey = keyof (typeof emailsTabStrings)['en'] & string;
export type EmailsTranslate = (key: EmailsStringKey, params?: Record<string, string | number>) => string;

/** The tab's translator in the admin's language, and that language. */
export function useEmailsStrings(): { t: EmailsTranslate; lang: 'en' | 'nl' } {
  const { lang } = useAdminStrings();
  const dict: Record<EmailsStringKey, string> = emailsTabStrings[lang];
  const t: EmailsTranslate = (key, params) =>
    (dict[key] ?? emailsTabStrings.en[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
  return { t, lang };
}

/** A date and time in Paramaribo time. */
export function formatEmailTime(iso: string, lang: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Paramaribo' }).format(
    new Date(iso),
  );
}
