/** What the bank-transfer page's load script (bank-start.ts) is told by the server: a JSON block in the page (BankTransferPage.astro). */
import type { AmountTexts } from './amount-view';
import type { BankTransferStrings } from './strings';

export interface BankStartConfig extends AmountTexts {
  /** The hint under the amount, and the one when the order could not be made. */
  strings: Pick<BankTransferStrings, 'referenceHint' | 'orderFailed'>;
  /** POST /api/bank-transfer/order with the page's language. */
  orderUrl: string;
  /** The server knows the order (a form posted without JavaScript, ?order=): nothing to ask for. */
  serverOrder: boolean;
  /** The server confirmed a stored receipt (after a post without JavaScript). */
  done: boolean;
  checkoutPath: string;
  /** The renewal link's token carried from the checkout: the order renews that listing. */
  renewToken?: string;
}
