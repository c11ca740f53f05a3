/**
 * The browser side of CheckoutForm.astro (spec sections 2, 4 and 5), no framework. The server
 * renders a working form; this script checks it with the shared zod schema, loaded on the first
 * leave of a field or submit. A field is checked when it loses focus, and after that (or after a
 * submit) again as it is typed in; a failed submit focuses the first wrong field. SRD (or no card
 * processor) means a bank transfer. A valid form goes on to the bank-transfer screen (kept in local
 * storage) or to Stripe's hosted page; when the schema cannot be loaded, the form is sent to the
 * server, which checks it. Sets `data-ready` on the form once it runs (the e2e tests wait for it).
 */
import { trackEvent } from '~/platform/analytics/track';
import { getPlanAmount } from '~/features/listings/plans/catalog';
import { readCheckoutForm, storeCheckoutForm, storeSelectedPlan } from './browser-storage';
import { showToast } from './checkout-toast';
import { bankTransferOnly, cardHint, makeLazyCheck, submitText, type CheckoutFormConfig, type CheckResult } from './checkout-form-rules';
import { checkoutFields, emptyCheckoutForm, pickCheckoutValues, type CheckoutField } from './form-fields';
import type { CheckoutForm, CheckoutFormInput } from './schemas';

const ERROR_CLASS = 'mt-1 text-sm text-error';

function readConfig(): CheckoutFormConfig | null {
  try {
    return JSON.parse(document.querySelector('script[data-checkout-config]')?.textContent ?? 'null') as CheckoutFormConfig | null;
  } catch {
    return null;
  }
}

const isField = (name: string): name is CheckoutField => (checkoutFields as string[]).includes(name);

/** Starts the checkout form: its rules, its checks and its submit. */
export function startCheckoutForm(form: HTMLFormElement): void {
  const found = readConfig();
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hintLine = form.querySelector<HTMLElement>('#card-hint');
  const optionList = form.querySelector<HTMLElement>('[data-payment-options]');
  const noteTemplate = form.querySelector<HTMLTemplateElement>('template[data-bank-note]');
  if (!found || !submitButton || !hintLine || !optionList || !noteTemplate) return;
  const config: CheckoutFormConfig = found;
  const button: HTMLButtonElement = submitButton;
  const hint: HTMLElement = hintLine;
  const options: HTMLElement = optionList;
  const { strings: s, planType } = config;
  const bankNote = form.querySelector('[data-testid="bank-transfer-note"]') ?? noteTemplate.content.firstElementChild?.cloneNode(true);
  const check = makeLazyCheck(config.messages);
  const touched = new Set<CheckoutField>();
  let submitted = false;
  let busy = false;

  const inputs = (name: CheckoutField) => Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`));
  const valueOf = (name: CheckoutField) => {
    const list = inputs(name);
    return (list[0]?.type === 'radio' ? list.find((input) => input.checked)?.value : list[0]?.value) ?? '';
  };
  const values = () => Object.fromEntries(checkoutFields.map((name) => [name, valueOf(name)])) as CheckoutFormInput;
  const setValue = (name: CheckoutField, value: string) => {
    for (const input of inputs(name)) {
      if (input.type === 'radio') input.checked = input.value === value;
      else input.value = value;
    }
  };

  /** Shows or clears a field's message under it, with aria-invalid and aria-describedby on a text input. */
  function showError(name: CheckoutField, message: string | undefined): void {
    const holder = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
    if (!holder) return;
    let line = holder.querySelector<HTMLElement>('[data-field-error]');
    if (message) {
      if (!line) {
        line = document.createElement('p');
        line.className = ERROR_CLASS;
        line.dataset.fieldError = '';
        holder.append(line);
      }
      line.textContent = message;
    } else line?.remove();
    const input = inputs(name)[0];
    if (!input || input.type === 'radio') return;
    if (line && message) line.id = `${name}-error`;
    input.classList.toggle('input-error', Boolean(message));
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${name}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  /** Checks the whole form and shows the messages of the named fields (a field check) or all (a submit). */
  async function showChecked(names: readonly CheckoutField[]): Promise<CheckResult> {
    const result = await check(values());
    for (const name of names) showError(name, result.errors[name]);
    return result;
  }

  function checkFields(names: readonly CheckoutField[]): void {
    // A check that cannot load is retried on the next one; a submit then sends the form to the server.
    showChecked(names).catch(() => undefined);
  }

  /** The card, the hint, the bank note and the button, for the chosen currency and method. */
  function render(): void {
    const currency = valueOf('currency');
    const method = valueOf('paymentMethod');
    for (const input of inputs('paymentMethod')) if (input.value === 'creditcard') input.disabled = !config.cardAvailable || currency === 'SRD';
    hint.textContent = cardHint(s, currency, config.cardAvailable);
    if (method !== 'banktransfer') bankNote?.parentNode?.removeChild(bankNote);
    else if (bankNote && !bankNote.isConnected) options.append(bankNote);
    button.disabled = busy;
    button.textContent = submitText(s, method, config.usdPrice, busy);
  }

  /** Only an SRD bank account exists and the card processor charges USD: SRD means bank transfer. */
  function keepMethodAllowed(): void {
    if (bankTransferOnly(valueOf('currency'), config.cardAvailable) && valueOf('paymentMethod') === 'creditcard') {
      setValue('paymentMethod', 'banktransfer');
      checkFields(['paymentMethod']);
    }
  }

  function edited(target: EventTarget | null, radios: boolean): void {
    if (!(target instanceof HTMLInputElement) || !isField(target.name) || (target.type === 'radio') !== radios) return;
    const name = target.name;
    if (radios) keepMethodAllowed();
    render();
    if (submitted || touched.has(name)) checkFields([name]);
  }

  async function pay(valid: CheckoutForm): Promise<void> {
    form.querySelector('[data-testid="checkout-server-alert"]')?.remove();
    trackEvent('payment_started', {
      plan_type: planType,
      payment_method: valid.paymentMethod,
      currency: valid.currency,
      value: getPlanAmount(planType, valid.currency),
    });
    if (valid.paymentMethod === 'banktransfer') {
      storeSelectedPlan(planType);
      storeCheckoutForm(valid);
      window.location.assign(config.bankTransferPath);
      return;
    }
    try {
      // Loaded with the check that just passed, so already here.
      const { checkoutRequestBody, requestCheckoutUrl } = await import('./checkout-check');
      const checkoutUrl = await requestCheckoutUrl(checkoutRequestBody(planType, valid, config.lang, config.renewToken));
      storeCheckoutForm(valid);
      window.location.assign(checkoutUrl);
    } catch (error) {
      console.error('Checkout failed:', error);
      showToast(s.paymentFailedTitle, s.paymentFailedText);
      busy = false;
      render();
    }
  }

  async function submit(): Promise<void> {
    busy = true;
    render();
    let result: CheckResult;
    try {
      result = await showChecked(checkoutFields);
    } catch (error) {
      // The check could not load (a dropped connection): send the form to the server, which checks it.
      console.error('Checking the form in the browser failed; sending it to the server:', error);
      form.submit();
      return;
    }
    submitted = true;
    if (result.ok) return pay(result.form);
    busy = false;
    render();
    const first = checkoutFields.find((name) => result.errors[name]);
    if (first) (inputs(first).find((input) => input.checked) ?? inputs(first)[0])?.focus();
  }

  form.addEventListener('focusout', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !isField(target.name)) return;
    touched.add(target.name);
    checkFields([target.name]);
  });
  form.addEventListener('input', (event) => edited(event.target, false));
  form.addEventListener('change', (event) => edited(event.target, true));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });

  if (!config.hasInitialValues) {
    // Back from the bank-transfer screen or Stripe's cancel link: fill in what was typed before.
    const stored = pickCheckoutValues(readCheckoutForm());
    if (Object.keys(stored).length > 0) {
      const start = { ...emptyCheckoutForm, ...stored };
      for (const name of checkoutFields) setValue(name, start[name] ?? '');
    }
  }
  storeSelectedPlan(planType);
  trackEvent('checkout_initiated', { plan_type: planType, currency: 'SRD', value: getPlanAmount(planType, 'SRD') });
  keepMethodAllowed();
  render();
  form.dataset.ready = '';
}
