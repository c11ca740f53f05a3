/**
 * The request target and Host header, checked before the page cache and Astro see them.
 *
 * Astro builds a request's URL by gluing `http://` + Host + target; an absolute-form target
 * (`GET http://elsewhere/tours`) makes that string unparseable, and Astro falls back to the home
 * page while the page cache keys the answer under `/tours`. So every target that reaches them is
 * origin-form (`/path?query`): an absolute target naming our own host is rewritten to that form
 * (with its host as the Host), any other is refused, as is a missing or malformed Host.
 */
import type { IncomingMessage } from 'node:http';

export type TargetVerdict = { ok: true } | { ok: false; path: string; message: string };

/** `host`, `host:port`, `[v6]` or `[v6]:port`: nothing else a browser or proxy sends. */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/i;
const ABSOLUTE_TARGET = /^[a-z][a-z0-9+.-]*:\/\//i;

/** True for a Host header value that names one host (and port), with nothing else in it. */
export function isValidHost(host: string | undefined): host is string {
  if (!host || !HOST_SHAPE.test(host)) return false;
  // The URL parser checks what the pattern cannot: port range, IPv6 syntax.
  return URL.canParse(`http://${host}`);
}

/** The host (with a non-default port) as the URL parser writes it, for comparisons. */
function canonicalHost(host: string, scheme = 'http:'): string {
  return new URL(`${scheme}//${host}`).host;
}

/** The path part of a target, for choosing the JSON or the plain-text answer. */
function pathOf(target: string): string {
  try {
    return new URL(target, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/**
 * Checks the request's Host and target and, for an absolute target naming our own host, rewrites
 * `req.url` to origin-form and `req.headers.host` to that host, so that the cache key and the URL
 * Astro renders are built from the same two values. `siteUrl` is SITE_URL.
 */
export function checkRequestTarget(req: IncomingMessage, siteUrl: string): TargetVerdict {
  const target = req.url ?? '';
  const host = req.headers.host;
  if (!isValidHost(host)) return { ok: false, path: pathOf(target), message: 'Missing or invalid Host header' };
  if (target.startsWith('/')) return { ok: true };
  if (!ABSOLUTE_TARGET.test(target)) return { ok: false, path: '/', message: 'Malformed request target' };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, path: '/', message: 'Malformed request target' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return { ok: false, path: url.pathname, message: 'Malformed request target' };
  }
  const ours = [canonicalHost(host, url.protocol), new URL(siteUrl).host];
  if (!ours.includes(url.host)) return { ok: false, path: url.pathname, message: 'Request target names another host' };
  req.url = `${url.pathname}${url.search}`;
  req.headers.host = url.host;
  return { ok: true };
}
