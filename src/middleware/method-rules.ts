/**
 * Which HTTP methods a path takes, and the 405 answer for the others. Pages are read with GET and
 * HEAD; the checkout and bank-transfer pages also take the form a browser without JavaScript
 * posts. The JSON API's routes declare their own methods (Astro answers the others).
 */
import { getLangFromPath, useTranslations } from '~/i18n';
import { CHECKOUT_FORM_PATHS, RECEIPT_PAGE_PATHS } from '~/features/listings/checkout/post-paths';
import { isEditorPath } from '~/features/listings/editor/post-paths';
import { normalizePathname } from '~/features/auth/paths';
import { isApiPath } from '~/platform/http/refusal';
import { isNewsletterPostPath } from '~/features/newsletter';
import { isReviewFormPath } from '~/features/reviews';

/** Methods some route of the site answers; anything else is refused before routing. */
export const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Methods that reach a page and do what a visitor expects: read it, or send its form. */
const PAGE_READ_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

const FORM_PAGES: ReadonlySet<string> = new Set(
  [...CHECKOUT_FORM_PATHS, ...RECEIPT_PAGE_PATHS, '/review/confirm', '/nl/review/confirm'].filter((p) => !isApiPath(p)),
);

/** Pages whose own form posts back to them: the listing editor, a review form, the newsletter's confirm and unsubscribe buttons. */
const takesFormPost = (path: string) => FORM_PAGES.has(path) || isEditorPath(path) || isReviewFormPath(path) || isNewsletterPostPath(path);

/** The Allow header for a path: what its routes answer (the API's routes in general, for an /api path). */
export function allowedMethods(pathname: string): string {
  const path = normalizePathname(pathname);
  if (isApiPath(path)) return 'GET, HEAD, POST, PUT, DELETE';
  return takesFormPost(path) ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/** True when a page (outside /api) must refuse the method with 405: PUT, PATCH, DELETE and the like. */
export function isRefusedOnPage(method: string, pathname: string): boolean {
  return !isApiPath(normalizePathname(pathname)) && !PAGE_READ_METHODS.has(method);
}

/** The 405 answer's parts: JSON for /api, a sentence in the page's language otherwise. */
export function describeMethodNotAllowed(method: string, pathname: string): { headers: Record<string, string>; body: string } {
  const headers = { Allow: allowedMethods(pathname), 'Cache-Control': 'no-store' };
  if (isApiPath(normalizePathname(pathname))) {
    return { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ error: `Method ${method} not allowed` }) };
  }
  const message = useTranslations(getLangFromPath(pathname))('ops.methodNotAllowed');
  return { headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: `${message}\n` };
}
