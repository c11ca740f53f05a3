/** The links a listing's page shows from its stored fields, in a fixed order, only those filled. Runs anywhere. */
import { toWhatsappHref, toWhatsappNumber } from '~/platform/text/whatsapp';
import { getDirectionsUrl } from './listing-links';

type ListingLinkKind = 'website' | 'whatsapp' | 'email' | 'facebook' | 'instagram' | 'directions';

export interface ListingLink {
  kind: ListingLinkKind;
  href: string;
  /** Opens another site in a new tab (the page says so to screen readers). */
  external: boolean;
}

/** The stored fields the links come from; a kind without one (tours keep WhatsApp and email in their operator contact) leaves it out. */
export interface ListingLinkFields {
  website?: string;
  whatsapp?: string;
  email?: string;
  facebook?: string;
  instagram?: string;
  mapLocation?: string;
}

/** The page's links; `whatsappMessage` is typed in for the visitor when the chat opens. */
export function getListingLinks(fields: ListingLinkFields, whatsappMessage: string): ListingLink[] {
  const links: ListingLink[] = [];
  const add = (kind: ListingLinkKind, href: string | null | undefined, external = true) => {
    if (href) links.push({ kind, href, external });
  };
  add('website', fields.website);
  const digits = fields.whatsapp ? toWhatsappNumber(fields.whatsapp) : null;
  add('whatsapp', digits ? toWhatsappHref(digits, whatsappMessage) : null);
  add('email', fields.email?.trim() ? `mailto:${fields.email.trim()}` : null, false);
  add('facebook', fields.facebook);
  add('instagram', fields.instagram);
  add('directions', getDirectionsUrl(fields.mapLocation ?? ''));
  return links;
}
