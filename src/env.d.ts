/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The language of the page being served ('en' unless the path starts with /nl). */
    lang: import('./i18n/config').Locale;
    /** A per-request id for logs. */
    requestId: string;
  }
}
