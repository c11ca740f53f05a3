/**
 * The renewal checkout (issue 17): a reminder email links to /checkout?renew=<token>. A valid token
 * opens the checkout for the listing's plan, prefilled from the listing's latest order, and the
 * order made from it is tied to that listing (`renews_listing_id`) on the server: the tie is only
 * ever set from a token checked here, never from a listing id a client sends.
 */
import type { Db } from '~/db/client';
import { useTranslations, type Locale } from '~/i18n';
import { checkRenewalToken } from '~/features/listings/lifecycle/editor-tokens.server';
import { getLatestOrder } from '~/features/listings/lifecycle/listing-writes.server';
import { isPlanType, type PlanType } from '~/features/listings/plans/catalog';
import { emptyCheckoutForm } from './form-fields';
import { readOrderForm } from './order-form';
import type { CheckoutFormInput } from './schemas';

/** What the page shows of the listing being renewed, and the form it starts with. */
export interface RenewalView {
  token: string;
  listingId: string;
  planType: PlanType;
  businessName: string;
  /** The listing's current end (ms), or null when it never went live. */
  endsAt: number | null;
  /** True when the end has passed: the new period starts at the payment. */
  ended: boolean;
  prefill: CheckoutFormInput;
}

export type RenewalProblem = 'unknown' | 'revoked' | 'expired';
export type RenewalCheck = { ok: true; renewal: RenewalView } | { ok: false; problem: RenewalProblem };

/** Checks a renewal token at `now` and reads what the checkout needs. */
export function readRenewal(db: Db, token: unknown, now: Date): RenewalCheck {
  const check = checkRenewalToken(db, token, now);
  if (!check.ok) return { ok: false, problem: check.reason };
  const { listing } = check;
  if (!isPlanType(listing.kind)) return { ok: false, problem: 'unknown' };
  const order = getLatestOrder(db, listing.id);
  const prefill: CheckoutFormInput = order
    ? {
        ...emptyCheckoutForm,
        ...readOrderForm(order),
        ...(order.currency === 'USD' && order.paymentMethod === 'creditcard' ? { currency: 'USD', paymentMethod: 'creditcard' } : {}),
      }
    : { ...emptyCheckoutForm, email: listing.ownerEmail };
  const endsAt = listing.endsAt?.getTime() ?? null;
  return {
    ok: true,
    renewal: {
      token: token as string,
      listingId: listing.id,
      planType: listing.kind,
      businessName: order?.businessName ?? listing.ownerEmail,
      endsAt,
      ended: endsAt !== null && endsAt < now.getTime(),
      prefill,
    },
  };
}

export type RenewalTie = { ok: true; renewsListingId: string | null } | { ok: false; error: string };

/**
 * The listing an order body's optional `renewToken` ties the new order to: none without a token;
 * refused (with a message in `lang`) for a token that is not valid now or renews another plan.
 */
export function tieOrderToRenewal(db: Db, renewToken: string | undefined | null, planType: PlanType, lang: Locale, now: Date): RenewalTie {
  if (renewToken === undefined || renewToken === null || renewToken === '') return { ok: true, renewsListingId: null };
  const t = useTranslations(lang);
  const check = readRenewal(db, renewToken, now);
  if (!check.ok) return { ok: false, error: t('renew.api.invalid') };
  if (check.renewal.planType !== planType) return { ok: false, error: t('renew.api.planMismatch') };
  return { ok: true, renewsListingId: check.renewal.listingId };
}
