/**
 * The browser side of BankTransfer.astro. With the order known on the server (a form posted without
 * JavaScript, ?order=) it only takes over the upload. Otherwise it reads the browser-held plan and
 * form (sending the visitor back to the checkout without them), shows the amount from them at once,
 * and asks the server for the order (request-bank-order.ts); if that fails, the receipt goes up with
 * the form instead. The receipt is uploaded by fetch; then the stored data is cleared and the
 * confirmation shown. Sets `data-ready` on the screen once running.
 */
import type { BankTransferOrder } from '~/features/listings/checkout/bank-order';
import { clearCheckoutStorage, readCheckoutForm, readSelectedPlan } from '~/features/listings/checkout/browser-storage';
import { getPlanAmount } from '~/features/listings/plans/catalog';
import type { BankTransferConfig } from './config';
import { startCopyButtons } from './copy-buttons';
import { showAmount } from './order-amount';
import type { ReceiptPicker, ReceiptPickerHooks } from './receipt-picker';
import { requestBankOrder } from './request-bank-order';
import { readStoredBankForm, type StoredBankOrder } from './stored-form';
import { paintSteps } from './transfer-steps';
import { currentStep } from './views';

/** The upload's code, loaded once a file is chosen (or at the upload): it is not needed before. */
let uploadFlow: Promise<typeof import('./upload-flow')> | null = null;
function loadUploadFlow(): Promise<typeof import('./upload-flow')> {
  uploadFlow ??= import('./upload-flow').catch((error: unknown) => {
    uploadFlow = null; // a dropped connection: the next try loads it again
    throw error;
  });
  return uploadFlow;
}

function readConfig(root: HTMLElement): BankTransferConfig | null {
  try {
    return JSON.parse(root.querySelector('script[data-bank-config]')?.textContent ?? 'null') as BankTransferConfig | null;
  } catch {
    return null;
  }
}

/** The stored plan and form of a bank transfer, or null (then the checkout is the place to be). */
function readDraft(): StoredBankOrder | null {
  const planType = readSelectedPlan();
  const form = readStoredBankForm(readCheckoutForm());
  return planType && form ? { planType, form } : null;
}

/** Moves focus to the confirmation's heading. */
function focusDone(root: HTMLElement): void {
  root.querySelector<HTMLElement>('[data-done-heading]')?.focus();
}

/** Runs the screen inside `root` ([data-bank-transfer]). */
export function startBankTransfer(root: HTMLElement): void {
  const read = readConfig(root);
  if (!read) return;
  const config: BankTransferConfig = read;
  if (config.done) {
    clearCheckoutStorage();
    focusDone(root);
    root.dataset.ready = 'true';
    return;
  }
  const s = config.strings;
  const form = root.querySelector<HTMLFormElement>('form[method="post"]');
  const submit = form?.querySelector<HTMLButtonElement>('[data-receipt-submit]');
  const amountPanel = root.querySelector<HTMLElement>('[data-order-amount]');
  if (!form || !submit) return;
  const receiptForm = form;
  const uploadButton = submit;

  let order: BankTransferOrder | null = config.serverOrder;
  // The stored plan and form: the amount is known from them before the order arrives, and a
  // receipt can still go up with them if the order could not be made.
  let draft: StoredBankOrder | null = null;
  let orderFailed = false;
  let uploading = false;
  let chosen = false;
  const sentBefore = config.serverProblem || order?.status === 'rejected';

  const status = root.querySelector('[data-copy-status]');
  startCopyButtons(root, s, (text) => {
    if (status) status.textContent = text;
  });
  const hooks: ReceiptPickerHooks = {
    strings: s,
    localeTag: config.localeTag,
    onChoose: (file) => {
      if (file) void loadUploadFlow().catch(() => {});
      picker?.setMessage(null);
      chosen = file !== null;
      update();
    },
    onReject: () => {
      chosen = false;
      update();
    },
  };
  // The field's code loads with the first file chosen or dragged: until then the input only hides.
  let picker: ReceiptPicker | null = null;
  let pickerLoad: Promise<ReceiptPicker | null> | null = null;
  function withPicker(act: (p: ReceiptPicker) => void): void {
    pickerLoad ??= import('./receipt-picker').then((m) => (picker = m.startReceiptPicker(receiptForm, hooks)));
    pickerLoad.then((p) => p && act(p)).catch(() => (pickerLoad = null));
  }
  const field = receiptForm.querySelector<HTMLInputElement>('#receipt-file');
  const zone = receiptForm.querySelector('[data-testid="receipt-drop-zone"]');
  if (field) {
    field.className = 'sr-only';
    field.addEventListener('change', () => withPicker((p) => p.choose(field.files?.[0] ?? null)));
  }
  zone?.addEventListener('dragover', (event) => {
    event.preventDefault();
    withPicker((p) => p.drag(true));
  });
  zone?.addEventListener('dragleave', () => withPicker((p) => p.drag(false)));
  zone?.addEventListener('drop', (event) => {
    event.preventDefault();
    const files = (event as DragEvent).dataTransfer?.files;
    withPicker((p) => p.drop(files));
  });

  const canUpload = () => order !== null || (orderFailed && draft !== null);
  function update(): void {
    paintSteps(root.querySelector('[data-transfer-steps]'), currentStep({ done: false, chosen, sentBefore }), s.stepDone);
    if (picker) picker.setDisabled(!canUpload() || uploading);
    else if (field) field.disabled = !canUpload() || uploading;
    uploadButton.disabled = !picker?.file() || !canUpload() || uploading;
    uploadButton.textContent = uploading ? s.uploading : s.upload;
  }

  function showDone(): void {
    const template = root.querySelector<HTMLTemplateElement>('template[data-bank-done]');
    const main = root.querySelector('[data-bank-main]');
    if (!template || !main) return;
    root.querySelector('[data-copy-status]')?.remove();
    main.replaceWith(template.content.cloneNode(true));
    template.remove();
    paintSteps(root.querySelector('[data-transfer-steps]'), currentStep({ done: true, chosen, sentBefore }), s.stepDone);
    focusDone(root);
  }

  async function upload(file: File): Promise<void> {
    // Never with the form while the order is still on its way: that would make a second order.
    const target = order ? { orderId: order.orderId } : orderFailed ? draft : null;
    if (!target) return;
    uploading = true;
    update();
    let flow: typeof import('./upload-flow');
    try {
      flow = await loadUploadFlow();
    } catch {
      // The upload's code cannot be loaded: the form posts to the page, which stores the receipt
      // for a known order (its id is in the form) and answers with the confirmation or the message.
      uploading = false;
      update();
      if (order) receiptForm.submit();
      return;
    }
    const answer = await flow.sendReceipt(config, file, target);
    uploading = false;
    if (answer.stored) {
      showDone();
      flow.announceStored(config);
      return;
    }
    if (answer.fieldMessage) picker?.setMessage(answer.fieldMessage);
    update();
  }

  receiptForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const file = picker?.file();
    if (file) void upload(file);
  });

  /** The order has arrived: its number on the panel, its id in the form (as a post without JavaScript would send it). */
  function orderArrived(made: BankTransferOrder): void {
    order = made;
    for (const [name, value] of [
      ['orderId', made.orderId],
      ['idempotencyKey', config.receiptKey],
    ]) {
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = value;
      receiptForm.prepend(field);
    }
  }

  if (!order) {
    draft = readDraft();
    if (!draft) {
      window.location.replace(config.checkoutPath);
      return;
    }
    const known = draft;
    const view = { planType: known.planType, currency: known.form.currency, amount: getPlanAmount(known.planType, known.form.currency), failed: false };
    showAmount(amountPanel, view, config);
    void requestBankOrder(config.orderUrl, known.planType, known.form, config.renewToken).then((made) => {
      // The server's schema found the stored details wrong: the checkout shows them with its messages.
      if (made === 'refused') return window.location.replace(config.checkoutPath);
      if (made) {
        orderArrived(made);
        showAmount(amountPanel, { planType: made.planType, currency: made.currency, amount: made.amount, reference: made.orderNumber, failed: false }, config);
      } else {
        orderFailed = true;
        showAmount(amountPanel, { ...view, reference: known.form.businessName, failed: true }, config);
      }
      update();
    });
  }
  update();
  root.dataset.ready = 'true';
}
