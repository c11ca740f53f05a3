import { describe, expect, it } from 'vitest';
import { facebookSchema, getDirectionsUrl, getMapCoordinates, instagramSchema, LINK_MESSAGES, mapLocationSchema, websiteSchema } from './listing-links';
import { getListingLinks } from './listing-link-list';

const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: string) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('listing links', () => {
  it('takes an https website, adds https:// to a bare domain, refuses http and junk', () => {
    expect(websiteSchema.parse('https://bluekorjaal.example/menu')).toBe('https://bluekorjaal.example/menu');
    expect(websiteSchema.parse('bluekorjaal.example')).toBe('https://bluekorjaal.example');
    expect(websiteSchema.parse('')).toBe('');
    expect(websiteSchema.parse(undefined)).toBe('');
    expect(message(websiteSchema, 'http://bluekorjaal.example')).toBe(LINK_MESSAGES.website);
    expect(message(websiteSchema, 'javascript:alert(1)')).toBe(LINK_MESSAGES.website);
    expect(message(websiteSchema, `https://x.example/${'a'.repeat(500)}`)).toBe(LINK_MESSAGES.linkLong);
  });

  it('takes only facebook.com pages', () => {
    expect(facebookSchema.parse('https://www.facebook.com/kasaba.example')).toBe('https://www.facebook.com/kasaba.example');
    expect(facebookSchema.parse('facebook.com/kasaba.example')).toBe('https://facebook.com/kasaba.example');
    expect(message(facebookSchema, 'https://facebook.com.evil.example/x')).toBe(LINK_MESSAGES.facebook);
    expect(message(facebookSchema, 'https://notfacebook.com/x')).toBe(LINK_MESSAGES.facebook);
    expect(message(facebookSchema, 'https://www.facebook.com/')).toBe(LINK_MESSAGES.facebook);
  });

  it('turns an Instagram @handle into its address and refuses other sites', () => {
    expect(instagramSchema.parse('@bluekorjaal.example')).toBe('https://www.instagram.com/bluekorjaal.example/');
    expect(instagramSchema.parse('https://www.instagram.com/bluekorjaal/')).toBe('https://www.instagram.com/bluekorjaal/');
    expect(message(instagramSchema, 'https://www.tiktok.com/@bluekorjaal')).toBe(LINK_MESSAGES.instagram);
    expect(message(instagramSchema, '@has space')).toBe(LINK_MESSAGES.instagram);
  });

  it('takes coordinates in Suriname and refuses them outside, with a clear message', () => {
    expect(mapLocationSchema.parse('5.8520, -55.2038')).toBe('5.852,-55.2038');
    expect(mapLocationSchema.parse('3.9;-56.5')).toBe('3.9,-56.5');
    expect(message(mapLocationSchema, '52.3676, 4.9041')).toBe(LINK_MESSAGES.mapOutside);
    expect(message(mapLocationSchema, '-55.2038, 5.8520')).toBe(LINK_MESSAGES.mapOutside);
    expect(LINK_MESSAGES.mapOutside).toContain('Suriname');
  });

  it('takes Google Maps links, long and short, as given, and refuses other links', () => {
    const long = 'https://www.google.com/maps/place/Fort+Zeelandia/@5.8266,-55.1503,17z';
    expect(mapLocationSchema.parse(long)).toBe(long);
    for (const short of ['https://maps.app.goo.gl/AbCdEf123', 'https://goo.gl/maps/AbCdEf123', 'https://maps.google.com/?q=5.85,-55.2']) {
      expect(mapLocationSchema.parse(short)).toBe(short);
    }
    expect(message(mapLocationSchema, 'https://www.google.com/maps/@52.37,4.90,15z')).toBe(LINK_MESSAGES.mapOutside);
    expect(message(mapLocationSchema, 'https://www.openstreetmap.org/#map=15/5.85/-55.20')).toBe(LINK_MESSAGES.mapLocation);
    expect(message(mapLocationSchema, 'Waterkant 12')).toBe(LINK_MESSAGES.mapLocation);
  });

  it('makes the Directions link from coordinates, or the pasted link itself', () => {
    expect(getDirectionsUrl('5.852,-55.2038')).toBe('https://www.google.com/maps/dir/?api=1&destination=5.852,-55.2038');
    expect(getDirectionsUrl('https://maps.app.goo.gl/AbCdEf123')).toBe('https://maps.app.goo.gl/AbCdEf123');
    expect(getDirectionsUrl('')).toBeNull();
    expect(getMapCoordinates('https://www.google.com/maps/place/X/@5.8266,-55.1503,17z')).toEqual({ lat: 5.8266, lng: -55.1503 });
    expect(getMapCoordinates('https://maps.app.goo.gl/AbCdEf123')).toBeNull();
  });

  it('lists only the filled links, WhatsApp as wa.me with its digits', () => {
    expect(getListingLinks({ website: '', whatsapp: '', email: '', facebook: '', instagram: '', mapLocation: '' }, 'Hi')).toEqual([]);
    const links = getListingLinks({ website: 'https://a.example', whatsapp: '+597 855-0111', email: 'a@b.example', mapLocation: '5.8,-55.2' }, 'Hi');
    expect(links.map((l) => l.kind)).toEqual(['website', 'whatsapp', 'email', 'directions']);
    expect(links[1]!.href).toBe('https://wa.me/5978550111?text=Hi');
    expect(links[2]).toEqual({ kind: 'email', href: 'mailto:a@b.example', external: false });
  });
});
