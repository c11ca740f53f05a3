/**
 * What a business puts on its listing beside its texts: website, social links and a map position.
 * Each is optional ('' when absent) and validated here once, for the admin form, the API and the
 * listing editor. A map position is coordinates ('5.8520, -55.2038') or a pasted Google Maps link;
 * short links (goo.gl, maps.app.goo.gl) hide their coordinates behind a redirect that cannot be
 * followed offline, so every link is stored as given and used as the directions link itself. Runs anywhere.
 */
import { z } from 'zod';
import { coded, codedIssue, renderContentIssue } from '~/platform/content/issue-codes';

/** Suriname with a margin for its border rivers and coast (the schema's message says so too). */
const SURINAME_BOUNDS = { latMin: 1.8, latMax: 6.1, lngMin: -58.1, lngMax: -53.9 } as const;

/** The longest link or map position. */
const LINK_MAX = 500;

/** The API's (English) messages of these fields, from the catalogue. */
export const LINK_MESSAGES = {
  website: renderContentIssue({ code: 'website' }, 'en'),
  facebook: renderContentIssue({ code: 'facebook' }, 'en'),
  instagram: renderContentIssue({ code: 'instagram' }, 'en'),
  mapLocation: renderContentIssue({ code: 'mapLocation' }, 'en'),
  mapOutside: renderContentIssue({ code: 'mapOutside' }, 'en'),
  linkLong: renderContentIssue({ code: 'linkLong', n: LINK_MAX }, 'en'),
} as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

const COORDS = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** Coordinates typed as 'lat, lng', or null when the text is not two such numbers. */
function parseCoordinates(text: string): Coordinates | null {
  const match = COORDS.exec(text.trim());
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
}

/** Whether a point lies in or near Suriname. */
const isInSuriname = ({ lat, lng }: Coordinates): boolean =>
  lat >= SURINAME_BOUNDS.latMin && lat <= SURINAME_BOUNDS.latMax && lng >= SURINAME_BOUNDS.lngMin && lng <= SURINAME_BOUNDS.lngMax;

/** A bare 'example.com/x' gets https:// (people paste addresses without one); anything else is left to the check. */
const withScheme = (v: string): string => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v.replace(/^\/\//, '')}`);

function parseHttps(v: string): URL | null {
  const url = URL.canParse(v) ? new URL(v) : null;
  return url && url.protocol === 'https:' && !/\s/.test(v) ? url : null;
}

const hostIs = (url: URL, domain: string): boolean => url.hostname === domain || url.hostname.endsWith(`.${domain}`);

/** Whether a URL is a Google Maps page or one of its short links. */
function isGoogleMapsUrl(url: URL): boolean {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'maps.google.com' || host === 'maps.app.goo.gl') return true;
  if (host === 'goo.gl') return url.pathname.startsWith('/maps');
  return host === 'google.com' && url.pathname.startsWith('/maps');
}

/** The coordinates a long Google Maps link carries ('@5.85,-55.20,17z' or '?q=5.85,-55.20'), or null (short links carry none). */
function readMapsLinkCoordinates(url: URL): Coordinates | null {
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
  if (at) return { lat: Number(at[1]), lng: Number(at[2]) };
  const q = url.searchParams.get('q') ?? url.searchParams.get('query') ?? url.searchParams.get('ll');
  return q ? parseCoordinates(q) : null;
}

const optionalText = () =>
  z
    .string()
    .trim()
    .max(LINK_MAX, coded('linkLong', { n: LINK_MAX }));

/** An optional https website; 'example.sr' is stored as 'https://example.sr'. */
export const websiteSchema = optionalText()
  .transform(withScheme)
  .refine((v) => v === '' || parseHttps(v) !== null, coded('website'))
  .default('');

/** An optional Facebook page address (facebook.com or fb.com, any subdomain such as m.). */
export const facebookSchema = optionalText()
  .transform(withScheme)
  .refine((v) => {
    if (v === '') return true;
    const url = parseHttps(v);
    return url !== null && (hostIs(url, 'facebook.com') || hostIs(url, 'fb.com')) && url.pathname.length > 1;
  }, coded('facebook'))
  .default('');

/** An optional Instagram profile: an instagram.com address, or an @handle stored as its address. */
export const instagramSchema = optionalText()
  .transform((v) => (/^@[A-Za-z0-9._]{1,30}$/.test(v) ? `https://www.instagram.com/${v.slice(1)}/` : withScheme(v)))
  .refine((v) => {
    if (v === '') return true;
    const url = parseHttps(v);
    return url !== null && hostIs(url, 'instagram.com') && url.pathname.length > 1;
  }, coded('instagram'))
  .default('');

/** An optional map position: 'lat,lng' (stored without spaces) or a Google Maps link as given; coordinates must lie in Suriname. */
export const mapLocationSchema = optionalText()
  .transform((v, ctx) => {
    if (v === '') return v;
    const coords = parseCoordinates(v);
    if (coords) {
      if (!isInSuriname(coords)) ctx.addIssue(codedIssue('mapOutside'));
      return `${coords.lat},${coords.lng}`;
    }
    const url = parseHttps(withScheme(v));
    if (!url || !isGoogleMapsUrl(url)) {
      ctx.addIssue(codedIssue('mapLocation'));
      return v;
    }
    const inLink = readMapsLinkCoordinates(url);
    if (inLink && !isInSuriname(inLink)) ctx.addIssue(codedIssue('mapOutside'));
    return url.href;
  })
  .default('');

/** The coordinates of a stored map position (typed, or read from a long Maps link), or null. */
export function getMapCoordinates(mapLocation: string): Coordinates | null {
  if (!mapLocation) return null;
  const coords = parseCoordinates(mapLocation);
  if (coords) return coords;
  return URL.canParse(mapLocation) ? readMapsLinkCoordinates(new URL(mapLocation)) : null;
}

/** The "Directions" address of a stored map position: Google Maps directions to the coordinates, else the pasted link; null when none. */
export function getDirectionsUrl(mapLocation: string): string | null {
  if (!mapLocation) return null;
  const coords = parseCoordinates(mapLocation);
  if (coords) return `https://www.google.com/maps/dir/?api=1&destination=${coords.lat},${coords.lng}`;
  return URL.canParse(mapLocation) ? mapLocation : null;
}
