/**
 * The order the bank-transfer screen is about, shared by the page's load script (bank-start.ts, which
 * reads the stored plan and form and asks for the order before anyone touches the screen) and the
 * screen's island (BankTransferScreen.tsx, which hydrates at the first interaction and reads it here).
 */
import { atom } from 'nanostores';
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import type { StoredBankOrder } from './stored-form';

export interface BankOrderState {
  /** The order the server made for the stored plan and form. */
  order: BankTransferOrder | null;
  /** The stored plan and form: the amount is known from them before the order arrives. */
  draft: StoredBankOrder | null;
  /** The order could not be made: the receipt goes up with the stored form instead. */
  failed: boolean;
}

/** Nothing known yet in the browser: what the server rendered the island with. */
export const NO_BROWSER_ORDER: BankOrderState = { order: null, draft: null, failed: false };

export const $bankOrder = atom<BankOrderState>(NO_BROWSER_ORDER);
