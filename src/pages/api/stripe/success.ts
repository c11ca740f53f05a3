/** GET /api/stripe/success?session_id=… (spec section 7): { success, planType, businessName, error }. */
import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n';
import { verifyPayment } from '~/features/listings/payments/verify-payment.server';

export const GET: APIRoute = async ({ url, locals }) => {
  const lang = url.searchParams.get('lang');
  const { status, result } = await verifyPayment(locals.db, url.searchParams.get('session_id'), isLocale(lang) ? lang : 'en', locals.now);
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
};
