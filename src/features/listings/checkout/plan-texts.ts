/** Which i18n strings describe each listing plan (names, descriptions, features), and how prices are written. */
import type { StringKey } from '~/i18n';
import { getPlanAmount, type Currency, type PlanType } from '~/features/listings/plans/catalog';

export interface PlanTexts {
  name: StringKey;
  description: StringKey;
  features: readonly StringKey[];
}

/** The strings of every plan; the features list is shown in full on the contact page. */
export const planTexts: Record<PlanType, PlanTexts> = {
  restaurant: {
    name: 'plan.restaurant.name',
    description: 'plan.restaurant.description',
    features: ['plan.restaurant.f1', 'plan.restaurant.f2', 'plan.restaurant.f3', 'plan.restaurant.f4', 'plan.restaurant.f5', 'plan.restaurant.f6'],
  },
  tour: {
    name: 'plan.tour.name',
    description: 'plan.tour.description',
    features: ['plan.tour.f1', 'plan.tour.f2', 'plan.tour.f3', 'plan.tour.f4', 'plan.tour.f5', 'plan.tour.f6'],
  },
  event: {
    name: 'plan.event.name',
    description: 'plan.event.description',
    features: ['plan.event.f1', 'plan.event.f2', 'plan.event.f3', 'plan.event.f4', 'plan.event.f5', 'plan.event.f6'],
  },
};

/** How many features the checkout summary lists before '+N more features' (spec section 2). */
const SUMMARY_FEATURE_COUNT = 3;

/** The features shown in the summary and how many are left over. */
export function splitSummaryFeatures<T>(features: readonly T[]): { shown: T[]; more: number } {
  return { shown: features.slice(0, SUMMARY_FEATURE_COUNT), more: Math.max(0, features.length - SUMMARY_FEATURE_COUNT) };
}

/** A whole amount with thousands separators in the page's number format ('1,250' or '1.250'). */
export function formatAmount(amount: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(amount);
}

/** The i18n key and parameters of a plan's price in a currency, e.g. 'SRD 1,250' or '$33 USD'. */
export function describePrice(type: PlanType, currency: Currency, localeTag: string): { key: StringKey; params: { amount: string } } {
  const amount = formatAmount(getPlanAmount(type, currency), localeTag);
  return { key: currency === 'USD' ? 'plan.priceUsd' : 'plan.priceSrd', params: { amount } };
}
