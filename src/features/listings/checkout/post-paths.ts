/**
 * The addresses that take a checkout write: the JSON endpoint the islands call, and the pages an
 * HTML form posts to without JavaScript. Body limits and write limits apply to all of them alike,
 * so the form path is no way around either.
 */
import { localizePath } from '~/i18n';
import { locales } from '~/platform/i18n/config';

const onEveryLocale = (paths: string[]) => locales.flatMap((lang) => paths.map((path) => localizePath(path, lang)));

/** Create an order: a card checkout (with its Stripe session) or a bank transfer awaiting payment. */
export const CHECKOUT_FORM_PATHS: readonly string[] = ['/api/create-stripe-checkout', '/api/bank-transfer/order', ...onEveryLocale(['/checkout'])];

/** The bank-transfer screen's addresses, which take the receipt form. */
export const RECEIPT_PAGE_PATHS: readonly string[] = onEveryLocale(['/checkout/bank-transfer', '/bank-transfer-checkout']);

/** Store a bank-transfer receipt. */
export const RECEIPT_FORM_PATHS: readonly string[] = ['/api/bank-transfer/receipt', ...RECEIPT_PAGE_PATHS];
