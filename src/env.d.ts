/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The language of the page being served ('en' unless the path starts with /nl). */
    lang: import('./platform/i18n/config').Locale;
    /** The process's database connection, for pages and endpoints to pass to feature functions. */
    db: import('./db/client').Db;
    /** A per-request id for logs. */
    requestId: string;
    /** The server's clock at the start of this request (src/platform/clock/server-clock.ts): rules take it as `now`. */
    now: Date;
    /** The signed-in admin (set by src/middleware/admin-guard.ts), or null. */
    admin: { id: string; username: string; email: string } | null;
    /** The admin's session (id is the token's SHA-256), or null. */
    adminSession: import('./features/auth/session.server').ValidSession | null;
    /** A limited public write's gate (set by src/middleware/write-limits.ts): the endpoint says whether the request passed its checks. */
    writeGate?: import('./platform/http/write-gate').WriteGate;
  }
}
