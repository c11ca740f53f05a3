/**
 * The links of 'Contact the operator' (issue 18): WhatsApp, phone and email, each only when the tour has it.
 * A tour whose operator left no contact offers the guide's own instead, so no tour page is a dead end. Runs anywhere.
 */
import { toTelHref } from '~/platform/text/tel-href';
import { toSurinameMobile, toWhatsappHref, toWhatsappNumber } from '~/platform/text/whatsapp';

export interface TourContactLinks {
  /** `https://wa.me/<digits>?text=…`, from the WhatsApp number or else a Surinamese mobile phone number. */
  whatsapp: string | null;
  tel: string | null;
  mailto: string | null;
}

export interface ContactFields {
  operatorWhatsapp: string;
  operatorPhone: string;
  operatorEmail: string;
}

/** The contact links of a tour; `message` is prefilled in WhatsApp and the email's body, `subject` the email's subject. */
export function getTourContactLinks(tour: ContactFields, message: string, subject: string): TourContactLinks {
  const digits = toWhatsappNumber(tour.operatorWhatsapp) ?? toSurinameMobile(tour.operatorPhone);
  const email = tour.operatorEmail.trim();
  return {
    whatsapp: digits ? toWhatsappHref(digits, message) : null,
    tel: tour.operatorPhone.trim() ? toTelHref(tour.operatorPhone) : null,
    mailto: email ? `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}` : null,
  };
}

/** Whether any contact link exists (none: the section is not shown). */
export const hasTourContact = (links: TourContactLinks): boolean => Boolean(links.whatsapp || links.tel || links.mailto);

/** Whose contact a tour's page offers: the operator's while any of their links can be built, else the guide's. */
export function chooseTourContact(tour: ContactFields, guide: ContactFields): { source: 'operator' | 'guide'; fields: ContactFields } {
  return hasTourContact(getTourContactLinks(tour, '', '')) ? { source: 'operator', fields: tour } : { source: 'guide', fields: guide };
}
