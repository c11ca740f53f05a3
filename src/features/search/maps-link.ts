/** Maps links and the full address of the restaurant detail page (spec section 2). Runs anywhere. */

const CITY = 'Paramaribo';
const COUNTRY = 'Suriname';

/**
 * A location with the place it is in: 'Paramaribo, Suriname' added (spec: the location plus
 * Paramaribo, Suriname), without repeating what the location already says. A location that names
 * its own town or district after a comma ('Nieuw Amsterdam, Commewijne') keeps it and gets only the
 * country; 'Waterkant, Paramaribo' becomes 'Waterkant, Paramaribo, Suriname', not '…, Paramaribo, Paramaribo, Suriname'.
 */
export function getFullAddress(location: string): string {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const names = (place: string) => parts.some((p) => p.toLowerCase() === place.toLowerCase());
  if (parts.length < 2 && !names(CITY)) parts.push(CITY);
  if (!names(COUNTRY)) parts.push(COUNTRY);
  return parts.join(', ');
}

/** A Google Maps search for a location's full address (see getFullAddress). */
export function buildMapsSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(getFullAddress(location))}`;
}
