/** What the bank-transfer screen's script is told by the server (a JSON block in the page; BankTransfer.astro). */
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import type { PlanType } from '~/features/listings/plans/catalog';
import type { BankTransferStrings } from './strings';

/** The strings the script itself writes (the rest are in the server's markup). */
export const scriptStringNames = [
  'referenceHint',
  'orderFailed',
  'upload',
  'uploading',
  'typeTitle',
  'typeText',
  'sizeTitle',
  'sizeText',
  'pixelsTitle',
  'pixelsText',
  'activeTitle',
  'activeText',
  'unreadableTitle',
  'unreadableText',
  'closedTitle',
  'closedText',
  'unknownOrderTitle',
  'unknownOrderText',
  'limitedTitle',
  'limitedText',
  'uploadFailedTitle',
  'uploadFailedText',
  'successTitle',
  'successText',
  'stepDone',
  'copy',
  'copied',
  'copyAnnounce',
  'copySelected',
  'drop',
  'dropActive',
] as const satisfies readonly (keyof BankTransferStrings)[];
export type ScriptStrings = Pick<BankTransferStrings, (typeof scriptStringNames)[number]>;

export interface BankTransferConfig {
  strings: ScriptStrings;
  /** The page's number format, e.g. 'nl-SR' (file sizes). */
  localeTag: string;
  planNames: Record<PlanType, string>;
  /** Formatted amounts per plan and currency, e.g. prices.event.SRD = 'SRD 1,250'. */
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
  /** POST /api/bank-transfer/order with the page's language. */
  orderUrl: string;
  uploadUrl: string;
  /** The upload's idempotency key, made by the server for this showing of the screen. */
  receiptKey: string;
  /** The order as the server knows it (a form posted without JavaScript, ?order=), else asked for by the script. */
  serverOrder: BankTransferOrder | null;
  /** The server refused a posted receipt: its problem is at the field. */
  serverProblem: boolean;
  /** The server confirmed a stored receipt (after a post without JavaScript). */
  done: boolean;
  checkoutPath: string;
  /** The renewal link's token carried from the checkout: the order renews that listing. */
  renewToken?: string;
}
