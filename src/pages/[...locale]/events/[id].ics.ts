import type { APIRoute } from 'astro';
import { loadEventCalendar } from '~/features/events/event-calendar.server';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { resolveRouteLocale } from '~/platform/i18n/route-locale';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** GET /events/:id.ics and /nl/events/:id.ics — 'Add to calendar': the event as an iCalendar file in the address's language. */
export const GET: APIRoute = ({ params, locals }) => {
  const lang = resolveRouteLocale(params.locale);
  if (!lang) return notFound();
  const file = loadEventCalendar(locals.db, params.id, lang, locals.now, getSiteUrl());
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      // A saved event may change: the browser asks again each time (the file is small).
      'Cache-Control': 'no-cache',
    },
  });
};
