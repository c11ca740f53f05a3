/**
 * The payment result island: verifies the Checkout Session through GET /api/stripe/success, shows
 * the outcome and clears the stored plan and form whatever it is (spec section 4).
 */
import { useEffect, useState } from 'react';
import { trackEvent } from '~/platform/analytics/track';
import { clearCheckoutStorage } from '~/features/listings/checkout/browser-storage';
import { getPlanAmount, isPlanType } from '~/features/listings/plans/catalog';
import PaymentResultCard, { type ResultView } from './PaymentResultCard';
import type { PaymentResultStrings } from './strings';

interface Props {
  lang: string;
  sessionId: string | null;
  strings: PaymentResultStrings;
  planNames: Record<string, string>;
  links: { home: string; contact: string; checkout: string };
}

interface ApiResult {
  success?: unknown;
  planType?: unknown;
  businessName?: unknown;
  error?: unknown;
}

/** Fetches the result once and renders it. */
export default function PaymentResult({ lang, sessionId, strings, planNames, links }: Props) {
  // Without a session id there is nothing to verify: the server already renders the failure, no spinner.
  const [view, setView] = useState<ResultView>(sessionId ? { state: 'verifying' } : { state: 'failure', message: strings.noSession });
  const [retryLink, setRetryLink] = useState(links.checkout);

  useEffect(() => {
    let cancelled = false;
    const finish = (next: ResultView) => {
      clearCheckoutStorage();
      if (!cancelled) setView(next);
    };
    if (!sessionId) {
      finish({ state: 'failure', message: strings.noSession });
      return;
    }
    const query = new URLSearchParams({ session_id: sessionId, lang });
    fetch(`/api/stripe/success?${query}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json()) as ApiResult;
        const planType = isPlanType(body.planType) ? body.planType : null;
        if (planType) setRetryLink(`${links.checkout}?plan=${planType}`);
        if (body.success === true) {
          trackEvent('payment_completed', { plan_type: planType, currency: 'USD', value: planType ? getPlanAmount(planType, 'USD') : undefined });
          finish({
            state: 'success',
            planName: planType ? (planNames[planType] ?? null) : null,
            businessName: typeof body.businessName === 'string' ? body.businessName : null,
          });
        } else {
          finish({ state: 'failure', message: typeof body.error === 'string' && body.error ? body.error : strings.failureDefault });
        }
      })
      .catch((error: unknown) => {
        console.error('Payment verification failed:', error);
        finish({ state: 'failure', message: strings.network });
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId, lang, strings, planNames, links.checkout]);

  return <PaymentResultCard view={view} strings={strings} links={{ ...links, checkout: retryLink }} />;
}
