/**
 * The bank-transfer screen (spec sections 2 and 4; issue 14, item 15): reads the browser-held plan
 * and form (sending the visitor back to /checkout without them), asks the server for the order the
 * moment the screen is first shown, and shows the amount, the order number to quote with the
 * transfer, the bank account and notes. The receipt is then uploaded for that order, after which
 * the stored data is cleared and the confirmation shown. Without JavaScript the server supplies the
 * order, a refused upload's problem or the confirmation, and the receipt goes up as a form post.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import { clearCheckoutStorage, readCheckoutForm, readSelectedPlan, storeBankOrderKey } from '~/features/listings/checkout/browser-storage';
import { makeCheckoutFormSchema, type CheckoutMessages, type CheckoutOrder } from '~/features/listings/checkout/schemas';
import type { ReceiptProblem } from '~/features/listings/checkout/receipt-rules';
import type { PlanType } from '~/features/listings/plans/catalog';
import BankDetails, { type BankAccountView } from './BankDetails';
import type { CopyContext } from './DetailRow';
import OrderAmount from './OrderAmount';
import ReceiptUpload from './ReceiptUpload';
import Toast from './Toast';
import TransferSteps from './TransferSteps';
import UploadDone from './UploadDone';
import type { BankTransferStrings } from './strings';
import { requestBankOrder } from './request-bank-order';
import { uploadReceipt } from './upload-receipt';
import { useToast } from './use-toast';

interface Props {
  account: BankAccountView;
  strings: BankTransferStrings;
  /** The page's number format, e.g. 'nl-SR' (file sizes). */
  localeTag: string;
  messages: CheckoutMessages;
  planNames: Record<PlanType, string>;
  /** Formatted amounts per plan and currency, e.g. prices.event.SRD = 'SRD 1,250'. */
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
  /** POST /api/bank-transfer/order with the page's language. */
  orderUrl: string;
  uploadUrl: string;
  /** Where the receipt form posts without JavaScript. */
  uploadAction: string;
  /** The upload's idempotency key, made by the server for this showing of the screen. */
  receiptKey: string;
  /** The order as the server knows it (a form posted without JavaScript), else asked for by the island. */
  serverOrder: BankTransferOrder | null;
  /** Why the server refused a posted receipt. */
  serverProblem?: ReceiptProblem;
  /** The checkout to start again from when a refused post's order could not be found. */
  restartPath?: string;
  /** The server confirmed a stored receipt (after a post without JavaScript). */
  done: boolean;
  checkoutPath: string;
  homePath: string;
  /** The renewal link's token carried from the checkout: the order renews that listing. */
  renewToken?: string;
}

/** Refusals that concern the file itself: said at the field; the others (the order, the network) in a toast. */
const FILE_PROBLEMS: readonly ReceiptProblem[] = ['type', 'size', 'pixels', 'active', 'unreadable'];

/** The whole bank-transfer screen below the page heading. */
export default function BankTransfer(props: Props) {
  const {
    account,
    strings: s,
    localeTag,
    messages,
    planNames,
    prices,
    orderUrl,
    uploadUrl,
    uploadAction,
    receiptKey,
    serverOrder,
    serverProblem,
    restartPath,
    checkoutPath,
    homePath,
  } = props;
  const schema = useMemo(() => makeCheckoutFormSchema(messages), [messages]);
  const [order, setOrder] = useState<BankTransferOrder | null>(serverOrder);
  // The stored plan and form: the amount is known from them before the order arrives, and a
  // receipt can still go up with them if the order could not be made.
  const [draft, setDraft] = useState<CheckoutOrder | null>(null);
  const [orderFailed, setOrderFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(props.done);
  // Why the chosen file was refused, shown at the field (a refused post's reason to begin with).
  const [fieldProblem, setFieldProblem] = useState<ReceiptProblem | null>(serverProblem ?? null);
  const [chosen, setChosen] = useState(false);
  // The live region's text: what a 'Copy' button did.
  const [announcement, setAnnouncement] = useState('');
  const { toast, show, close } = useToast();
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (props.done) return clearCheckoutStorage();
    if (serverOrder) return;
    const planType = readSelectedPlan();
    const form = schema.safeParse(readCheckoutForm());
    if (!planType || !form.success || form.data.paymentMethod !== 'banktransfer') {
      window.location.replace(checkoutPath);
      return;
    }
    setDraft({ planType, form: form.data });
    let live = true;
    void requestBankOrder(orderUrl, planType, form.data, props.renewToken).then((made) => {
      if (!live) return;
      if (made) setOrder(made);
      else setOrderFailed(true);
    });
    return () => {
      live = false;
    };
    // Runs once on mount: the server's props do not change afterwards.
  }, []);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  // The toast's title and text for each way an upload can be refused, in the browser or by the server.
  const problemTexts: Record<ReceiptProblem, [string, string]> = {
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

  const upload = async (file: File) => {
    // Never with the form while the order is still on its way: that would make a second order.
    const target = order ? { orderId: order.orderId } : orderFailed ? draft : null;
    if (!target) return;
    setUploading(true);
    const outcome = await uploadReceipt(uploadUrl, file, target, receiptKey);
    setUploading(false);
    if (outcome === 'ok') {
      clearCheckoutStorage();
      setDone(true);
      show(s.successTitle, s.successText, 'success');
      return;
    }
    // This order takes no receipt any more: showing the screen again makes a new one.
    if (outcome === 'closed' || outcome === 'unknown_order') storeBankOrderKey(null);
    if (FILE_PROBLEMS.includes(outcome)) setFieldProblem(outcome);
    else show(...problemTexts[outcome]);
  };

  const choose = (file: File | null) => {
    setFieldProblem(null);
    setChosen(file !== null);
  };
  const reject = (reason: 'type' | 'size') => {
    setFieldProblem(reason);
    setChosen(false);
  };
  const fieldMessage = fieldProblem ? problemTexts[fieldProblem].join(' - ') : undefined;
  const copyContext: CopyContext = { strings: s, announce: setAnnouncement };
  // Past the transfer once a receipt is chosen, or when one was sent before (refused or rejected).
  const step = done ? 3 : chosen || serverProblem || serverOrder?.status === 'rejected' ? 2 : 1;
  const toastView = <Toast toast={toast} onClose={close} closeLabel={s.toastClose} />;
  const hiddenFields: Record<string, string> | null = order ? { orderId: order.orderId, idempotencyKey: receiptKey } : null;

  if (done) {
    return (
      <>
        <TransferSteps strings={s} current={step} />
        <UploadDone strings={s} homePath={homePath} headingRef={doneHeading} />
        {toastView}
      </>
    );
  }
  return (
    <>
      <TransferSteps strings={s} current={step} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <OrderAmount
            context={copyContext}
            planNames={planNames}
            prices={prices}
            order={order}
            draft={draft}
            orderFailed={orderFailed}
            restartPath={serverProblem && !order ? restartPath : undefined}
          />
          <BankDetails account={account} context={copyContext} />
        </div>
        <ReceiptUpload
          strings={s}
          localeTag={localeTag}
          action={uploadAction}
          hiddenFields={hiddenFields}
          canUpload={order !== null || (orderFailed && draft !== null)}
          fieldMessage={fieldMessage}
          uploading={uploading}
          onChoose={choose}
          onReject={reject}
          onUpload={upload}
        />
      </div>
      <p role="status" className="sr-only" data-testid="copy-status">
        {announcement}
      </p>
      {toastView}
    </>
  );
}
