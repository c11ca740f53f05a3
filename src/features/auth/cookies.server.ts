/**
 * The admin cookies: the session and the trusted device. HttpOnly, SameSite=Lax, path /, and over
 * HTTPS Secure with the `__Host-` prefix (which browsers accept only from the host itself, Secure,
 * with path / and no Domain).
 */
import type { AstroCookies } from 'astro';
import { isHttpsRequest } from './request-meta.server';

const SESSION_NAME = 'guide_session';
const DEVICE_NAME = 'guide_trusted_device';

interface CookieContext {
  request: Request;
  url: URL;
  cookies: AstroCookies;
}

function cookieName(base: string, context: CookieContext): string {
  return isHttpsRequest(context) ? `__Host-${base}` : base;
}

function setCookie(context: CookieContext, base: string, value: string, expires: Date): void {
  const secure = isHttpsRequest(context);
  context.cookies.set(cookieName(base, context), value, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

function clearCookie(context: CookieContext, base: string): void {
  context.cookies.set(cookieName(base, context), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(context),
    path: '/',
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The session token from the request's cookie, if any. */
export function readSessionCookie(context: CookieContext): string | null {
  return context.cookies.get(cookieName(SESSION_NAME, context))?.value || null;
}

/** Sets the session cookie to expire with the session's absolute lifetime. */
export function setSessionCookie(context: CookieContext, token: string, expire: number): void {
  setCookie(context, SESSION_NAME, token, new Date(expire));
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(context: CookieContext): void {
  clearCookie(context, SESSION_NAME);
}

/** The trusted-device token from the request's cookie, if any. */
export function readDeviceCookie(context: CookieContext): string | null {
  return context.cookies.get(cookieName(DEVICE_NAME, context))?.value || null;
}

/** Sets the trusted-device cookie with the device's fixed expiry. */
export function setDeviceCookie(context: CookieContext, token: string, expire: number): void {
  setCookie(context, DEVICE_NAME, token, new Date(expire));
}

/** Removes the trusted-device cookie from the browser. */
export function clearDeviceCookie(context: CookieContext): void {
  clearCookie(context, DEVICE_NAME);
}
