/**
 * What the checkout page does on load, before and without its form island (which hydrates at the
 * visitor's first interaction with the form): it fills in a form kept in the browser (back from
 * the bank-transfer screen, or sent back by it), keeps the chosen plan for a later visit to
 * /checkout without ?plan= (spec section 3) and reports that a checkout began. The island reads
 * the fields from the page when it hydrates, so what is filled in here is its starting point.
 */
import { trackEvent } from '~/platform/analytics/track';
import { getPlanAmount, isPlanType } from '~/features/listings/plans/catalog';
import { readCheckoutForm, storeSelectedPlan } from './browser-storage';
import { checkoutFields, emptyCheckoutForm, pickCheckoutValues, type CheckoutField } from './form-fields';

const isField = (name: string): name is CheckoutField => (checkoutFields as string[]).includes(name);

/** Puts the stored form into the server's form, unless the visitor has typed in it already. */
function fillStoredCheckoutForm(form: HTMLFormElement, stored: unknown): void {
  const values = pickCheckoutValues(stored);
  if (Object.keys(values).length === 0) return;
  const inputs = Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).filter((input) => isField(input.name));
  if (inputs.some((input) => (input.type === 'radio' ? input.checked !== input.defaultChecked : input.value !== input.defaultValue))) return;
  const start = { ...emptyCheckoutForm, ...values };
  for (const input of inputs) {
    const value = start[input.name as CheckoutField] ?? '';
    if (input.type === 'radio') input.checked = input.value === value;
    else input.value = value;
  }
}

/** Runs the page's load work for the section holding the form (`data-checkout-plan`, and `data-checkout-filled` when the server filled it). */
export function startCheckoutPage(section: HTMLElement | null): void {
  const plan = section?.dataset.checkoutPlan;
  if (!section || !isPlanType(plan)) return;
  const form = section.querySelector<HTMLFormElement>('form[data-checkout-form]');
  // A form the server filled (a posted form sent back, a renewal, a cancelled card payment) is not replaced.
  if (form && section.dataset.checkoutFilled === undefined) fillStoredCheckoutForm(form, readCheckoutForm());
  storeSelectedPlan(plan);
  trackEvent('checkout_initiated', { plan_type: plan, currency: 'SRD', value: getPlanAmount(plan, 'SRD') });
}
