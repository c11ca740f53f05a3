/** What the bank-transfer screen says about a refused receipt: at the field for the file's own problems, else in a toast. */
import type { ReceiptProblem } from '~/features/listings/checkout/receipt-rules';
import type { BankTransferStrings } from './strings';

/** Refusals that concern the file itself: said at the field; the others (the order, the network) in a toast. */
export const FILE_PROBLEMS: readonly ReceiptProblem[] = ['type', 'size', 'pixels', 'active', 'unreadable'];

/** The title and text for each way an upload can be refused, in the browser or by the server. */
export function problemTexts(s: BankTransferStrings, problem: ReceiptProblem): [string, string] {
  const texts: Record<ReceiptProblem, [string, string]> = {
    size: [s.sizeTitle, s.sizeText],
    type: [s.typeTitle, s.typeText],
    pixels: [s.pixelsTitle, s.pixelsText],
    active: [s.activeTitle, s.activeText],
    unreadable: [s.unreadableTitle, s.unreadableText],
    closed: [s.closedTitle, s.closedText],
    unknown_order: [s.unknownOrderTitle, s.unknownOrderText],
    limited: [s.limitedTitle, s.limitedText],
    failed: [s.uploadFailedTitle, s.uploadFailedText],
  };
  return texts[problem];
}

/** 'Title - text', as the field says it. */
export function problemMessage(s: BankTransferStrings, problem: ReceiptProblem): string {
  return problemTexts(s, problem).join(' - ');
}
