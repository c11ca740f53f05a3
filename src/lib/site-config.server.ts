/** Public contact details and bank account shown on the site, from the environment with demo defaults. */

export interface SiteContact {
  city: string;
  phone: string;
  email: string;
}

/** The contact details for the footer and contact page. */
export function getSiteContact(env: NodeJS.ProcessEnv = process.env): SiteContact {
  return {
    city: env.CONTACT_CITY?.trim() || 'Paramaribo, Suriname',
    phone: env.CONTACT_PHONE?.trim() || '+597 555-0100',
    email: env.CONTACT_EMAIL?.trim() || 'hello@surinameguide.example',
  };
}

/** The site's public origin, used for canonical URLs, sitemaps and Stripe return addresses. */
export function getSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || 'http://localhost:4321').replace(/\/+$/, '');
}
