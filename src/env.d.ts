/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The language of the page being served ('en' unless the path starts with /nl). */
    lang: import('./i18n/config').Locale;
    /** A per-request id for logs. */
    requestId: string;
    /** The signed-in admin (set by src/lib/middleware/admin-guard.ts), or null. */
    admin: { id: string; username: string; email: string } | null;
    /** The admin's session (id is the token's SHA-256), or null. */
    adminSession: import('./lib/auth/session.server').ValidSession | null;
  }
}
