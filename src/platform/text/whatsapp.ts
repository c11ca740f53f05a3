/**
 * WhatsApp links (issue 18). Most people in Suriname message businesses on WhatsApp, which needs a
 * mobile number: in Suriname that is +597 followed by 7 digits starting with 6, 7 or 8 (landlines
 * have 6 digits starting with 2, 3 or 4, and 555-01xx is the demo's fictional range). Runs anywhere.
 */

/** The digits of a Surinamese mobile number (`5978123456`), or null for a landline or anything else. Accepts '+597', '00597' or no country code. */
export function toSurinameMobile(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const local = digits.startsWith('00597') ? digits.slice(5) : digits.startsWith('597') ? digits.slice(3) : trimmed.startsWith('+') ? null : digits;
  return local !== null && /^[678]\d{6}$/.test(local) ? `597${local}` : null;
}

/** The digits of an international number for wa.me ('+31 6 1234 5678' -> '31612345678'); a number without '+' or '00' is taken as Surinamese. Null when it cannot be one. */
export function toWhatsappNumber(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
  if (digits.startsWith('00')) return /^[1-9]\d{7,14}$/.test(digits.slice(2)) ? digits.slice(2) : null;
  return toSurinameMobile(trimmed);
}

/** A `https://wa.me/<digits>` link that opens a chat with `message` typed in. */
export function toWhatsappHref(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
