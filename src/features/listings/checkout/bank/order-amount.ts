/**
 * Fills the Transfer Amount panel (OrderAmount.astro) in the browser: the amount and plan as soon
 * as the stored form is read, the order number once the order arrives, or the business name with
 * an alert when the order could not be made.
 */
import type { Currency, PlanType } from '~/features/listings/plans/catalog';
import type { BankTransferConfig } from './config';
import { revealCopyButton } from './copy-buttons';

export interface AmountView {
  planType: PlanType;
  currency: Currency;
  /** The bare number copied with the amount's 'Copy' button. */
  amount: number;
  /** The order number, or the business name when the order failed; undefined while the order is on its way. */
  reference?: string;
  failed: boolean;
}

/** Draws the panel's rows for `view` (from the template the first time). */
export function showAmount(section: HTMLElement | null, view: AmountView, config: BankTransferConfig): void {
  if (!section) return;
  const template = section.querySelector<HTMLTemplateElement>('template[data-amount-rows]');
  if (template) {
    section.querySelector('[data-amount-loading]')?.replaceWith(template.content.cloneNode(true));
    template.remove();
  }
  section.setAttribute('aria-busy', 'false');
  const amount = section.querySelector<HTMLElement>('#transfer-amount');
  if (amount) amount.textContent = config.prices[view.planType][view.currency];
  const amountButton = amount?.parentElement?.querySelector<HTMLButtonElement>('button[data-copy]') ?? null;
  revealCopyButton(amountButton, String(view.amount));
  const plan = section.querySelector('#transfer-plan');
  if (plan) plan.textContent = config.planNames[view.planType];
  const reference = section.querySelector<HTMLElement>('#payment-reference');
  const shown = reference?.querySelector('[aria-busy]');
  if (shown) {
    shown.textContent = view.reference ?? '…';
    shown.setAttribute('aria-busy', String(view.reference === undefined && !view.failed));
  }
  if (view.reference !== undefined) revealCopyButton(reference?.parentElement?.querySelector('button[data-copy]') ?? null, view.reference);
  const hint = section.querySelector<HTMLElement>('[data-amount-hint]');
  if (hint) {
    hint.textContent = view.failed ? config.strings.orderFailed : config.strings.referenceHint;
    if (view.failed) hint.setAttribute('role', 'alert');
    else hint.removeAttribute('role');
  }
}
