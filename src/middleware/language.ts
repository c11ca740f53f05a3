import type { MiddlewareHandler } from 'astro';
import { getLangFromPath, localizePath } from '~/i18n';

/** Paths that are not pages: their `lang` parameter is data, not a page language. */
const NON_PAGE_PREFIXES = ['/api/', '/objects/', '/admin', '/_astro/', '/healthz'];

/**
 * Sets `locals.lang` from the path. On a page a `?lang=` is no part of the address: `?lang=nl` on an English page
 * goes to the /nl page, any other `?lang=` to the address without it, so a page has one address (and one copy in
 * the page cache) whatever `lang` says.
 */
export const languageMiddleware: MiddlewareHandler = (context, next) => {
  const { url } = context;
  context.locals.lang = getLangFromPath(url.pathname);
  const wanted = url.searchParams.get('lang');
  const isPage = !NON_PAGE_PREFIXES.some((p) => url.pathname.startsWith(p));
  if (isPage && wanted !== null && (context.request.method === 'GET' || context.request.method === 'HEAD')) {
    const target = new URL(url);
    target.searchParams.delete('lang');
    if (wanted === 'nl' && context.locals.lang !== 'nl') target.pathname = localizePath(url.pathname, 'nl');
    return context.redirect(`${target.pathname}${target.search}`, 302);
  }
  return next();
};
