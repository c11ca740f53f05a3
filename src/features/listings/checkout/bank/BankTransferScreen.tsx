/**
 * The bank-transfer screen below the page heading (spec sections 2 and 4), a React island hydrated
 * at the first interaction (README, Islands): the steps, the amount and order number to quote, the
 * bank account and notes, and the receipt upload; after an upload the confirmation. Its server
 * render is the page without JavaScript (the receipt goes up as a form post). What must happen on
 * load, before anyone touches the screen (reading the stored plan and form, asking for the order,
 * showing it), is the page's small script (bank-start.ts), which hands the order over in $bankOrder.
 * Once running, the island uploads the receipt by fetch with the screen's idempotency key, so a
 * retried upload stores it once; then the stored data is cleared and the confirmation shown.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactElement, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import { checkReceiptFile, type ReceiptProblem } from '~/features/listings/checkout/receipt-rules';
import type { PlanType } from '~/features/listings/plans/catalog';
import { describeAmount } from './amount-view';
import BankDetails, { type BankAccountView } from './BankDetails';
import { $bankOrder, NO_BROWSER_ORDER } from './bank-state';
import OrderAmount from './OrderAmount';
import { problemMessage } from './problems';
import ReceiptUpload from './ReceiptUpload';
import type { BankTransferStrings } from './strings';
import TransferSteps from './TransferSteps';
import UploadDone from './UploadDone';
import { currentStep } from './views';

export interface BankTransferScreenProps {
  account: BankAccountView;
  strings: BankTransferStrings;
  localeTag: string;
  planNames: Record<PlanType, string>;
  prices: Record<PlanType, Record<'SRD' | 'USD', string>>;
  uploadUrl: string;
  /** Where the receipt form posts without JavaScript. */
  uploadAction: string;
  /** The upload's idempotency key, made by the server for this showing of the screen. */
  receiptKey: string;
  /** The order as the server knows it (a form posted without JavaScript, ?order=); else bank-start.ts asks for it. */
  serverOrder: BankTransferOrder | null;
  /** Why the server refused a posted receipt. */
  serverProblem?: ReceiptProblem;
  /** The checkout to start again from when a refused post's order could not be found. */
  restartPath?: string;
  done: boolean;
  homePath: string;
}

/** The upload's code, loaded once a file is chosen (or at the upload): it is not needed before. */
let uploadFlow: Promise<typeof import('./upload-flow')> | null = null;
function loadUploadFlow(): Promise<typeof import('./upload-flow')> {
  uploadFlow ??= import('./upload-flow').catch((error: unknown) => {
    uploadFlow = null; // a dropped connection: the next try loads it again
    throw error;
  });
  return uploadFlow;
}

// Hydration draws what the server drew; the order the load script found follows right after.
const subscribe = (listener: () => void): (() => void) => $bankOrder.listen(listener);
const serverSnapshot = () => NO_BROWSER_ORDER;

/** The screen. */
export default function BankTransferScreen(props: BankTransferScreenProps): ReactElement {
  const s = props.strings;
  const browser = useSyncExternalStore(subscribe, $bankOrder.get, serverSnapshot);
  const [live, setLive] = useState(false);
  const [done, setDone] = useState(props.done);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<string | null>(props.serverProblem ? problemMessage(s, props.serverProblem) : null);
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const focusDone = useRef(false);

  const order = browser.order ?? props.serverOrder;
  const draft = browser.draft;
  const canUpload = order !== null || (browser.failed && draft !== null);
  const sentBefore = props.serverProblem !== undefined || props.serverOrder?.status === 'rejected';
  const inputDisabled = live ? !canUpload || uploading : props.serverOrder === null;

  function choose(chosen: File | null): void {
    const check = chosen ? checkReceiptFile(chosen) : 'ok';
    if (chosen && check !== 'ok') {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setMessage(problemMessage(s, check));
      return;
    }
    if (chosen) void loadUploadFlow().catch(() => {});
    setMessage(null);
    setFile(chosen);
  }

  useEffect(() => {
    setLive(true);
    // A file chosen or dropped before React ran (bank-start.ts keeps a dropped one in the input) is in the field.
    const waiting = inputRef.current?.files?.[0];
    if (waiting) choose(waiting);
    // Runs once, at hydration.
  }, []);

  useEffect(() => {
    if (done && focusDone.current) doneRef.current?.focus();
  }, [done]);

  async function upload(chosen: File): Promise<void> {
    // Never with the form while the order is still on its way: that would make a second order.
    const target = order ? { orderId: order.orderId } : browser.failed ? draft : null;
    if (!target) return;
    setUploading(true);
    let flow: typeof import('./upload-flow');
    try {
      flow = await loadUploadFlow();
    } catch {
      // The upload's code cannot be loaded: the form posts to the page, which stores the receipt
      // for a known order (its id is in the form) and answers with the confirmation or the message.
      // At once, not at React's next render: a disabled field would be left out of the post.
      flushSync(() => setUploading(false));
      if (order) formRef.current?.submit();
      return;
    }
    const answer = await flow.sendReceipt({ strings: s, uploadUrl: props.uploadUrl, receiptKey: props.receiptKey }, chosen, target);
    setUploading(false);
    if (answer.stored) {
      focusDone.current = true;
      setDone(true);
      flow.announceStored(s);
      return;
    }
    if (answer.fieldMessage) setMessage(answer.fieldMessage);
  }

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (file && !uploading && canUpload) void upload(file);
  }

  function drop(files: FileList): void {
    setDragging(false);
    if (inputDisabled || files.length === 0 || !inputRef.current) return;
    inputRef.current.files = files;
    choose(files[0] ?? null);
  }

  const step = currentStep({ done, chosen: file !== null, sentBefore });
  const amount = describeAmount(props.serverOrder, browser, props);
  // As a post without JavaScript sends them: the order's id and the upload's key.
  const hiddenFields = order ? { orderId: order.orderId, idempotencyKey: props.receiptKey } : null;
  return (
    <div data-ready={live ? '' : undefined}>
      <TransferSteps strings={s} current={step} />
      {done ? (
        <UploadDone strings={s} homePath={props.homePath} headingRef={doneRef} />
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="space-y-6">
              <OrderAmount
                strings={s}
                view={amount}
                restartPath={props.serverProblem && !props.serverOrder ? props.restartPath : undefined}
                live={live}
                announce={setStatus}
              />
              <BankDetails account={props.account} strings={s} live={live} announce={setStatus} />
            </div>
            <ReceiptUpload
              strings={s}
              action={props.uploadAction}
              hiddenFields={hiddenFields}
              message={message}
              live={live}
              disabled={inputDisabled}
              submitDisabled={live ? !file || !canUpload || uploading : props.serverOrder === null}
              uploading={uploading}
              dragging={dragging}
              file={file}
              localeTag={props.localeTag}
              formRef={formRef}
              inputRef={inputRef}
              onChoose={choose}
              onDrag={(over) => setDragging(over && !inputDisabled)}
              onDrop={drop}
              onSubmit={submit}
            />
          </div>
          <p role="status" className="sr-only" data-testid="copy-status">
            {status}
          </p>
        </>
      )}
    </div>
  );
}
