/**
 * What the bank-transfer page does on load, before and without its island (BankTransferScreen.tsx,
 * which hydrates at the visitor's first interaction): after a receipt stored without JavaScript it
 * clears the stored checkout and focuses the confirmation; otherwise, unless the server knows the
 * order, it reads the stored plan and form (sending the visitor back to the checkout without them)
 * and asks the server for the order (request-bank-order.ts), handing each step to the island in
 * $bankOrder. Until the island runs it writes the same values into the server's markup (the amount
 * panel, the 'Copy' buttons that can work, the receipt field), so they show without React; and it
 * keeps a file dropped on the zone in the field (the browser would open it), for the island to take.
 */
import { clearCheckoutStorage, readCheckoutForm, readSelectedPlan } from '~/features/listings/checkout/browser-storage';
import { describeAmount } from './amount-view';
import { $bankOrder, type BankOrderState } from './bank-state';
import type { BankStartConfig } from './config';
import { requestBankOrder } from './request-bank-order';
import { readStoredBankForm } from './stored-form';

function readConfig(root: HTMLElement): BankStartConfig | null {
  try {
    return JSON.parse(root.querySelector('script[data-bank-config]')?.textContent ?? 'null') as BankStartConfig | null;
  } catch {
    return null;
  }
}

/** Writes the panel's values into the server's markup, as the island will draw them. */
function paintAmount(root: HTMLElement, state: BankOrderState, config: BankStartConfig): void {
  const view = describeAmount(null, state, config);
  const panel = root.querySelector<HTMLElement>('[data-order-amount]');
  if (!view || !panel) return;
  panel.setAttribute('aria-busy', 'false');
  panel.querySelector('[data-amount-loading]')?.setAttribute('hidden', '');
  panel.querySelector('[data-amount-rows]')?.removeAttribute('hidden');
  const set = (selector: string, text: string) => {
    const element = panel.querySelector(selector);
    if (element) element.textContent = text;
  };
  set('#transfer-amount', view.amount);
  set('#transfer-plan', view.planName);
  set('#payment-reference [aria-busy]', view.reference ?? '…');
  panel.querySelector('#payment-reference [aria-busy]')?.setAttribute('aria-busy', String(view.reference === null && !view.failed));
  const hint = panel.querySelector('[data-amount-hint]');
  if (hint) {
    hint.textContent = view.failed ? config.strings.orderFailed : config.strings.referenceHint;
    if (view.failed) hint.setAttribute('role', 'alert');
  }
  revealCopyButtons(panel, { amount: view.copyAmount, reference: view.reference });
  const field = root.querySelector<HTMLInputElement>('#receipt-file');
  if (field) field.disabled = !(state.order || (state.failed && state.draft));
}

/** Shows the 'Copy' buttons whose value is known (the island, once it runs, copies on click). */
function revealCopyButtons(scope: HTMLElement, values?: { amount: string; reference: string | null }): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const row = button.closest('dd')?.querySelector('[id]')?.id;
    const value = row === 'transfer-amount' ? values?.amount : row === 'payment-reference' ? values?.reference : button.dataset.copy;
    if (value) button.classList.remove('invisible');
  }
}

/** Runs the page's load work inside `root` ([data-bank-transfer]). */
export function startBankTransfer(root: HTMLElement): void {
  const config = readConfig(root);
  if (!config) return;
  if (config.done) {
    clearCheckoutStorage();
    root.querySelector<HTMLElement>('[data-done-heading]')?.focus();
    return;
  }
  const island = root.querySelector('astro-island');
  // Astro drops `ssr` once the island has hydrated: from then on it draws everything itself.
  const waiting = (): boolean => island?.hasAttribute('ssr') ?? false;
  if (waiting()) {
    revealCopyButtons(root);
    // The drop zone is the field: the browser's own control ("Choose File", in the phone's language) is
    // hidden as the island will hide it, and stays reachable (a tap on the zone opens the picker).
    root.querySelector('#receipt-file')?.setAttribute('class', 'sr-only');
  }
  const zone = root.querySelector('[data-testid="receipt-drop-zone"]');
  zone?.addEventListener('dragover', (event) => waiting() && event.preventDefault());
  zone?.addEventListener('drop', (event) => {
    if (!waiting()) return;
    event.preventDefault();
    const field = root.querySelector<HTMLInputElement>('#receipt-file');
    const files = (event as DragEvent).dataTransfer?.files;
    if (field && !field.disabled && files?.length) field.files = files;
  });
  if (config.serverOrder) return;

  const planType = readSelectedPlan();
  const form = readStoredBankForm(readCheckoutForm());
  if (!planType || !form) {
    window.location.replace(config.checkoutPath);
    return;
  }
  $bankOrder.subscribe((state) => waiting() && paintAmount(root, state, config));
  const draft = { planType, form };
  $bankOrder.set({ order: null, draft, failed: false });
  void requestBankOrder(config.orderUrl, planType, form, config.renewToken).then((made) => {
    // The server's schema found the stored details wrong: the checkout shows them with its messages.
    if (made === 'refused') return window.location.replace(config.checkoutPath);
    $bankOrder.set(made ? { order: made, draft, failed: false } : { order: null, draft, failed: true });
  });
}
