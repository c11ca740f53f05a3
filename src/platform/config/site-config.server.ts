/** Public contact details and bank account shown on the site, from the environment with demo defaults. */
import { toTelHref } from '~/platform/text/tel-href';

export interface SiteContact {
  city: string;
  phone: string;
  /** The phone as a `tel:` link. */
  telHref: string;
  email: string;
  /** The guide's WhatsApp number (CONTACT_WHATSAPP), '' when not set: then WhatsApp is offered only when the phone is a Surinamese mobile. */
  whatsapp: string;
}

/** The contact details for the footer and contact page. */
export function getSiteContact(env: NodeJS.ProcessEnv = process.env): SiteContact {
  const phone = env.CONTACT_PHONE?.trim() || '+597 555-0100';
  return {
    city: env.CONTACT_CITY?.trim() || 'Paramaribo, Suriname',
    phone,
    telHref: toTelHref(phone),
    email: env.CONTACT_EMAIL?.trim() || 'hello@surinameguide.example',
    whatsapp: env.CONTACT_WHATSAPP?.trim() ?? '',
  };
}

/**
 * The site's public origin, used for canonical URLs, sitemaps, Stripe return addresses and as the
 * one Origin accepted for writes. Unset (local runs), it is localhost on the port being served,
 * as in the server's configuration (src/platform/config/config.ts).
 */
export function getSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const port = /^\d{1,5}$/.test(env.PORT?.trim() ?? '') ? env.PORT!.trim() : '4321';
  return (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
}
