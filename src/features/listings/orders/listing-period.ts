/** The listing period of a paid plan (spec section 9: 3 months). */
import { listingPlans, type PlanType } from '~/features/listings/plans/catalog';

/** Adds whole calendar months in UTC, clamping to the month's last day (Nov 30 + 3 months = Feb 28/29). */
export function addMonthsUtc(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/** When a listing of this plan, activated at `activatedAt`, ends. */
export function getListingEnd(plan: PlanType, activatedAt: Date): Date {
  return addMonthsUtc(activatedAt, listingPlans[plan].durationMonths);
}
