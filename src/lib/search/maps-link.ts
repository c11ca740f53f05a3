/** Maps links of the restaurant detail page (spec section 2). Runs anywhere. */

/** The place every listed location is in, added to the maps search. */
export const MAPS_CITY_SUFFIX = ', Paramaribo, Suriname';

/** A Google Maps search for a location plus 'Paramaribo, Suriname'. */
export function buildMapsSearchUrl(location: string): string {
  const query = `${location.trim()}${MAPS_CITY_SUFFIX}`.replace(/^, /, '');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
