/** A `tel:` address for a phone number as written ('+597 555-0101' -> 'tel:+5975550101'): the digits and the plus sign only. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
