/**
 * The browser side of the payment result page: verifies the Checkout Session through
 * GET /api/stripe/success, shows the success or failure card (cloned from the page's templates) and
 * clears the stored plan and form whatever the outcome (spec section 4). Text goes in as text.
 */
import { trackEvent } from '~/platform/analytics/track';
import { clearCheckoutStorage } from '~/features/listings/checkout/browser-storage';
import { getPlanAmount, isPlanType, type PlanType } from '~/features/listings/plans/catalog';

interface ApiResult {
  success?: unknown;
  planType?: unknown;
  businessName?: unknown;
  error?: unknown;
  renewal?: unknown;
  editorPath?: unknown;
}

/** The page's data: set by CheckoutSuccessPage.astro on the result's holder. */
interface PageData {
  sessionId: string;
  lang: string;
  checkoutPath: string;
  failureDefault: string;
  network: string;
  planNames: Record<string, string>;
}

function readPageData(holder: HTMLElement): PageData | null {
  const d = holder.dataset;
  if (!d.sessionId) return null;
  return {
    sessionId: d.sessionId,
    lang: d.lang ?? 'en',
    checkoutPath: d.checkoutPath ?? '/checkout',
    failureDefault: d.failureDefault ?? '',
    network: d.network ?? '',
    planNames: JSON.parse(d.planNames ?? '{}') as Record<string, string>,
  };
}

/** A copy of the success or failure card, from its template. */
function cloneCard(holder: HTMLElement, card: 'success' | 'failure'): DocumentFragment | null {
  const template = holder.querySelector<HTMLTemplateElement>(`template[data-card="${card}"]`);
  return template ? (template.content.cloneNode(true) as DocumentFragment) : null;
}

/** Fills a `data-fill` part's `data-text` template ('{plan}', '{name}') with the value. */
function fill(card: DocumentFragment, part: string, placeholder: string, value: string | null): void {
  const element = card.querySelector<HTMLElement>(`[data-fill="${part}"]`);
  if (!element) return;
  if (value === null) element.remove();
  else element.textContent = (element.dataset.text ?? '').replace(placeholder, value);
}

function show(holder: HTMLElement, card: DocumentFragment | null): void {
  clearCheckoutStorage();
  const current = holder.querySelector('[data-testid]');
  if (card && current) current.replaceWith(card);
}

/** The renewal's steps instead of a new listing's, and the editor link when the answer carries one (a same-site path only). */
function fillNextSteps(card: DocumentFragment, body: ApiResult): void {
  const renewal = body.renewal === true;
  card.querySelector<HTMLElement>('[data-steps="new"]')?.toggleAttribute('hidden', renewal);
  card.querySelector<HTMLElement>('[data-steps="renewal"]')?.toggleAttribute('hidden', !renewal);
  const path = typeof body.editorPath === 'string' && /^\/(nl\/)?listing\/[a-z2-7]+$/.test(body.editorPath) ? body.editorPath : null;
  if (!path) return;
  card.querySelector('[data-fill="editor"]')?.setAttribute('href', path);
  card.querySelector('[data-editor-link]')?.removeAttribute('hidden');
}

function showSuccess(holder: HTMLElement, data: PageData, planType: PlanType | null, body: ApiResult): void {
  const businessName = typeof body.businessName === 'string' ? body.businessName : null;
  trackEvent('payment_completed', { plan_type: planType, currency: 'USD', value: planType ? getPlanAmount(planType, 'USD') : undefined });
  const card = cloneCard(holder, 'success');
  if (card) {
    fill(card, 'activated', '{plan}', planType ? (data.planNames[planType] ?? '') : '');
    fill(card, 'business', '{name}', businessName);
    fillNextSteps(card, body);
  }
  show(holder, card);
}

function showFailure(holder: HTMLElement, data: PageData, message: string, planType: PlanType | null): void {
  const card = cloneCard(holder, 'failure');
  if (card) {
    const said = card.querySelector('[data-fill="message"]');
    if (said) said.textContent = message;
    card.querySelector('[data-fill="retry"]')?.setAttribute('href', planType ? `${data.checkoutPath}?plan=${planType}` : data.checkoutPath);
  }
  show(holder, card);
}

/** Verifies the page's session once; without one the server already shows the failure, and only the storage is cleared. */
export async function startPaymentResult(holder: HTMLElement): Promise<void> {
  const data = readPageData(holder);
  if (!data) return clearCheckoutStorage();
  const query = new URLSearchParams({ session_id: data.sessionId, lang: data.lang });
  let body: ApiResult;
  try {
    const res = await fetch(`/api/stripe/success?${query}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    body = (await res.json()) as ApiResult;
  } catch (error) {
    console.error('Payment verification failed:', error);
    return showFailure(holder, data, data.network, null);
  }
  const planType = isPlanType(body.planType) ? body.planType : null;
  if (body.success === true) showSuccess(holder, data, planType, body);
  else showFailure(holder, data, typeof body.error === 'string' && body.error ? body.error : data.failureDefault, planType);
}
