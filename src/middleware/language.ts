import type { MiddlewareHandler } from 'astro';
import { getLangFromPath, localizePath } from '~/i18n';

/** Paths that are not pages: their `lang` parameter is data, not a page language. */
const NON_PAGE_PREFIXES = ['/api/', '/objects/', '/admin', '/_astro/', '/healthz'];

/** Sets `locals.lang` from the path and sends `?lang=nl` on an English page to the /nl page. */
export const languageMiddleware: MiddlewareHandler = (context, next) => {
  const { url } = context;
  context.locals.lang = getLangFromPath(url.pathname);
  const wanted = url.searchParams.get('lang');
  const isPage = !NON_PAGE_PREFIXES.some((p) => url.pathname.startsWith(p));
  if (isPage && wanted === 'nl' && context.locals.lang !== 'nl' && (context.request.method === 'GET' || context.request.method === 'HEAD')) {
    const target = new URL(url);
    target.searchParams.delete('lang');
    target.pathname = localizePath(url.pathname, 'nl');
    return context.redirect(`${target.pathname}${target.search}`, 302);
  }
  return next();
};
