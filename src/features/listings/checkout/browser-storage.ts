/**
 * The browser-held checkout values of spec section 3: `selectedPlan` (the chosen plan type) and
 * `checkoutFormData` (the form, kept between the checkout and bank-transfer screens), plus
 * `bankTransferOrderKey`, the idempotency key of the bank-transfer order, so showing the screen
 * again finds the same order. Runs in the browser; every read checks the stored value, since
 * anything can be written to local storage.
 */
import { isPlanType, type PlanType } from '~/features/listings/plans/catalog';
import { isIdempotencyKey } from './bank-order';

const SELECTED_PLAN_KEY = 'selectedPlan';
const CHECKOUT_FORM_KEY = 'checkoutFormData';
const BANK_ORDER_KEY = 'bankTransferOrderKey';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function getStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the flows fall back to the ?plan= link
  }
}

/** Stores the chosen plan; false when storage is unavailable. */
export function storeSelectedPlan(type: PlanType, storage: Store | null = getStorage()): boolean {
  try {
    storage?.setItem(SELECTED_PLAN_KEY, type);
    return storage !== null;
  } catch {
    return false;
  }
}

/** The stored plan, or null when none or an unknown value is stored. Accepts a stored plan object too. */
export function readSelectedPlan(storage: Store | null = getStorage()): PlanType | null {
  try {
    const raw = storage?.getItem(SELECTED_PLAN_KEY) ?? null;
    if (raw === null) return null;
    if (isPlanType(raw)) return raw;
    const parsed: unknown = JSON.parse(raw);
    const type = typeof parsed === 'object' && parsed !== null ? (parsed as { type?: unknown }).type : null;
    return isPlanType(type) ? type : null;
  } catch {
    return null;
  }
}

/** Stores the checkout form for the bank-transfer screen. */
export function storeCheckoutForm(form: object, storage: Store | null = getStorage()): boolean {
  try {
    storage?.setItem(CHECKOUT_FORM_KEY, JSON.stringify(form));
    return storage !== null;
  } catch {
    return false;
  }
}

/** The stored form as parsed JSON (to be checked with the form schema), or null. */
export function readCheckoutForm(storage: Store | null = getStorage()): unknown {
  try {
    const raw = storage?.getItem(CHECKOUT_FORM_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The stored idempotency key of the bank-transfer order, or null. */
export function readBankOrderKey(storage: Store | null = getStorage()): string | null {
  try {
    const raw = storage?.getItem(BANK_ORDER_KEY) ?? null;
    return isIdempotencyKey(raw) ? raw : null;
  } catch {
    return null;
  }
}

/** Stores the idempotency key of the bank-transfer order (null forgets it). */
export function storeBankOrderKey(key: string | null, storage: Store | null = getStorage()): void {
  try {
    if (key === null) storage?.removeItem(BANK_ORDER_KEY);
    else storage?.setItem(BANK_ORDER_KEY, key);
  } catch {
    // without storage, the next showing of the screen makes a new order
  }
}

/** Forgets the plan, the form and the order key (after a payment result or an uploaded receipt). */
export function clearCheckoutStorage(storage: Store | null = getStorage()): void {
  try {
    storage?.removeItem(SELECTED_PLAN_KEY);
    storage?.removeItem(CHECKOUT_FORM_KEY);
    storage?.removeItem(BANK_ORDER_KEY);
  } catch {
    // nothing to clear when storage is unavailable
  }
}
