/**
 * What the checkout page shows, decided on the server. A GET shows the form for ?plan=. A POST is
 * the form sent by a browser without JavaScript (the island sends nothing here): it is checked with
 * the same schema as the island's, then a card payment goes on to Stripe's hosted page (303) and a
 * bank transfer gets its order awaiting payment and the bank-transfer screen for it.
 */
import type { Db } from '~/db/client';
import { pickStrings, useTranslations, type Locale } from '~/i18n';
import { hitEmailLimit } from '~/features/listings/email-limit.server';
import { readLimitedFormData } from '~/platform/http/limited-body.server';
import { logError } from '~/platform/log/logger';
import { startCardCheckout } from '~/features/listings/payments/card-checkout.server';
import { getStripeClient } from '~/features/listings/payments/stripe.server';
import { isPlanType, type PlanType } from '~/features/listings/plans/catalog';
import { getSiteUrl } from '~/platform/config/site-config.server';
import type { BankTransferOrder } from './bank-order';
import { createBankOrderForPage } from './bank-order.server';
import { readCancelledPayment } from './cancelled-payment.server';
import { readRenewal, type RenewalProblem, type RenewalView } from './renewal.server';
import { collectFieldErrors, readPostedCheckoutForm, type CheckoutFieldErrors } from './form-fields';
import { checkoutMessageKeys, makeCheckoutFormSchema, type CheckoutFormInput } from './schemas';

/** The form posts a few hundred bytes; anything much larger is not the form. */
const MAX_FORM_BYTES = 16 * 1024;

export type CheckoutPageState =
  | { view: 'no-plan'; renewProblem?: RenewalProblem }
  | {
      view: 'form';
      planType: PlanType;
      /** A valid renewal link: the listing it renews (the form starts prefilled from it). */
      renewal?: RenewalView;
      /** A renewal link that cannot be used: the notice above the normal checkout. */
      renewProblem?: RenewalProblem;
      /** Values and messages of a posted form that did not pass, to show it again. */
      values?: CheckoutFormInput;
      errors?: CheckoutFieldErrors & { _form?: string };
      /** Stripe could not start the payment: 'Payment Failed'. */
      paymentFailed?: boolean;
      /** Back from Stripe's page without paying: 'Payment cancelled — you were not charged', the form as it was sent. */
      cancelled?: boolean;
    }
  | { view: 'bank'; order: BankTransferOrder };

export interface CheckoutPageAnswer {
  state: CheckoutPageState;
  status: number;
}

/** Handles a GET or POST of /checkout (or /nl/checkout); a Response means "send this as it is". */
export async function resolveCheckoutPage(db: Db, request: Request, url: URL, lang: Locale, now: Date): Promise<CheckoutPageAnswer | Response> {
  // ?renew=<token> (a reminder email's link): the listing's plan, prefilled; a bad link gets a notice.
  const renewParam = url.searchParams.get('renew');
  const renewCheck = renewParam === null ? null : readRenewal(db, renewParam, now);
  const renewal = renewCheck?.ok ? renewCheck.renewal : undefined;
  const renewProblem = renewCheck && !renewCheck.ok ? renewCheck.problem : undefined;
  const requested = renewal?.planType ?? url.searchParams.get('plan');
  if (!isPlanType(requested)) return { state: { view: 'no-plan', renewProblem }, status: request.method === 'POST' ? 400 : 200 };
  const planType = requested;
  if (request.method !== 'POST') {
    const cancelled = readCancelledPayment(db, url.searchParams.get('cancelled'), planType, now);
    if (cancelled) return { state: { view: 'form', planType, renewal, renewProblem, values: cancelled, cancelled: true }, status: 200 };
    return { state: { view: 'form', planType, renewal, renewProblem, values: renewal?.prefill }, status: 200 };
  }
  const renewsListingId = renewal?.listingId ?? null;

  const t = useTranslations(lang);
  const posted = await readLimitedFormData(request, MAX_FORM_BYTES);
  const values = readPostedCheckoutForm(posted.ok ? posted.data : new FormData());
  if (!posted.ok) return { state: { view: 'form', planType, renewal, values, errors: { _form: t('checkout.form.unreadable') } }, status: 400 };
  // A renewal link that stopped working between showing and posting: the form comes back without it.
  if (renewProblem) return { state: { view: 'form', planType, values, renewProblem }, status: 400 };
  const parsed = makeCheckoutFormSchema(pickStrings(lang, checkoutMessageKeys)).safeParse(values);
  if (!parsed.success) return { state: { view: 'form', planType, renewal, values, errors: collectFieldErrors(parsed.error.issues) }, status: 400 };
  const form = parsed.data;
  const emailLimit = hitEmailLimit(db, 'checkout', form.email, lang, now);
  if (!emailLimit.ok) return { state: { view: 'form', planType, renewal, values, errors: { _form: emailLimit.message } }, status: 429 };
  if (form.paymentMethod === 'banktransfer') {
    try {
      // The form's hidden orderKey makes a resent form (reload, back and submit again) find its order.
      const order = createBankOrderForPage(db, planType, form, lang, posted.data.get('orderKey'), now, renewsListingId);
      return { state: { view: 'bank', order }, status: 200 };
    } catch (error) {
      logError('bank_order_failed', error, { planType, via: 'form-post' });
      return { state: { view: 'form', planType, renewal, values, errors: { _form: t('bank.api.orderFailed') } }, status: 503 };
    }
  }

  const stripe = getStripeClient();
  if (!stripe) return { state: { view: 'form', planType, renewal, values, errors: { paymentMethod: t('checkout.form.cardUnavailable') } }, status: 400 };
  try {
    const { checkoutUrl } = await startCardCheckout(db, stripe, {
      planType,
      form,
      lang,
      siteUrl: getSiteUrl(),
      renewsListingId,
      renewToken: renewal?.token,
      now,
    });
    return new Response(null, { status: 303, headers: { Location: checkoutUrl, 'Cache-Control': 'no-store' } });
  } catch (error) {
    // As with the island's request: the order stays pending and the visitor may try again.
    logError('stripe_checkout_failed', error, { planType, via: 'form-post' });
    return { state: { view: 'form', planType, renewal, values, paymentFailed: true }, status: 502 };
  }
}
