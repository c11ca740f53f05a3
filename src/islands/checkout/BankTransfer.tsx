/**
 * The bank-transfer screen (spec sections 2 and 4): reads the browser-held plan and form (sending
 * the visitor back to /checkout without them), shows the amount, bank account and notes, and
 * uploads the receipt, after which the stored data is cleared and the confirmation shown.
 * Without JavaScript the server supplies the order, a refused upload's problem or the confirmation,
 * and the receipt goes up as a plain form post.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { clearCheckoutStorage, readCheckoutForm, readSelectedPlan } from '../../lib/checkout/browser-storage';
import { makeCheckoutFormSchema, type CheckoutMessages, type CheckoutOrder } from '../../lib/checkout/schemas';
import type { ReceiptProblem } from '../../lib/checkout/receipt-rules';
import type { PlanType } from '../../lib/plans/catalog';
import BankDetails, { type BankAccountView } from './BankDetails';
import ReceiptUpload from './ReceiptUpload';
import Toast from './Toast';
import UploadDone from './UploadDone';
import type { BankTransferStrings } from './strings';
import { uploadReceipt } from './upload-receipt';
import { useToast } from './use-toast';

interface Props {
  account: BankAccountView;
  strings: BankTransferStrings;
  messages: CheckoutMessages;
  planNames: Record<PlanType, string>;
  /** Formatted amounts per plan and currency, e.g. prices.event.SRD = 'SRD 1,250'. */
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
  uploadUrl: string;
  /** Where the receipt form posts without JavaScript. */
  uploadAction: string;
  /** The order as the server knows it (a form posted without JavaScript), else read from storage. */
  serverOrder: CheckoutOrder | null;
  /** Why the server refused a posted receipt. */
  serverProblem?: ReceiptProblem;
  /** The checkout to start again from when a refused post's order could not be read. */
  restartPath?: string;
  /** The server confirmed a stored receipt (after a post without JavaScript). */
  done: boolean;
  checkoutPath: string;
  homePath: string;
}

/** The whole bank-transfer screen below the page heading. */
export default function BankTransfer(props: Props) {
  const { account, strings: s, messages, planNames, prices, uploadUrl, uploadAction, serverOrder, serverProblem, restartPath, checkoutPath, homePath } = props;
  const schema = useMemo(() => makeCheckoutFormSchema(messages), [messages]);
  const [order, setOrder] = useState<CheckoutOrder | null>(serverOrder);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(props.done);
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
    setOrder({ planType, form: form.data });
    // Runs once on mount: the server's props do not change afterwards.
  }, []);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  // The toast's title and text for each way an upload can be refused, in the browser or by the server.
  const problemTexts: Record<ReceiptProblem, [string, string]> = {
    size: [s.sizeTitle, s.sizeText],
    type: [s.typeTitle, s.typeText],
    failed: [s.uploadFailedTitle, s.uploadFailedText],
  };

  const upload = async (file: File) => {
    if (!order) return;
    setUploading(true);
    const outcome = await uploadReceipt(uploadUrl, file, order.planType, order.form);
    setUploading(false);
    if (outcome === 'ok') {
      clearCheckoutStorage();
      setDone(true);
      show(s.successTitle, s.successText, 'success');
    } else show(...problemTexts[outcome]);
  };

  const reject = (reason: 'type' | 'size') => show(...problemTexts[reason]);
  const serverMessage = serverProblem && problemTexts[serverProblem].join(' - ');
  const toastView = <Toast toast={toast} onClose={close} closeLabel={s.toastClose} />;

  if (done) {
    return (
      <>
        <UploadDone strings={s} homePath={homePath} headingRef={doneHeading} />
        {toastView}
      </>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <section aria-labelledby="amount-title" className="rounded-box border-2 border-primary bg-base-100 p-6 shadow-sm" aria-busy={!order && !serverProblem}>
          <h2 id="amount-title" className="text-xl font-bold">{s.amountTitle}</h2>
          {order ? (
            <>
              <p className="mt-3 text-3xl font-extrabold text-primary" data-testid="transfer-amount">{prices[order.planType][order.form.currency]}</p>
              <dl className="mt-1 space-y-1 text-sm">
                <div className="flex gap-2"><dt>{s.plan}:</dt><dd className="font-semibold">{planNames[order.planType]}</dd></div>
                <div className="flex gap-2"><dt>{s.reference}:</dt><dd className="font-semibold break-all">{order.form.businessName}</dd></div>
              </dl>
            </>
          ) : serverProblem && restartPath ? (
            <p className="mt-3">
              <a className="link font-semibold" href={restartPath}>{s.restart}</a>
            </p>
          ) : (
            <p className="mt-3 min-h-[5.25rem] text-base-content/80">{s.loading}</p>
          )}
        </section>
        <BankDetails account={account} strings={s} />
      </div>
      <ReceiptUpload strings={s} action={uploadAction} order={order} serverMessage={serverMessage} uploading={uploading} onReject={reject} onUpload={upload} />
      {toastView}
    </div>
  );
}
