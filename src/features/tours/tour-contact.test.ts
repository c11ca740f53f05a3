import { describe, expect, it } from 'vitest';
import { chooseTourContact, getTourContactLinks, hasTourContact } from './tour-contact';

const none = { operatorWhatsapp: '', operatorPhone: '', operatorEmail: '' };

describe('getTourContactLinks', () => {
  it('builds wa.me, tel: and mailto: links with the message and subject', () => {
    const links = getTourContactLinks(
      { operatorWhatsapp: '+597 812-3456', operatorPhone: '+597 421-234', operatorEmail: 'info@example.com' },
      'Hi "Tour" & co',
      'About Tour',
    );
    expect(links.whatsapp).toBe('https://wa.me/5978123456?text=Hi%20%22Tour%22%20%26%20co');
    expect(links.tel).toBe('tel:+597421234');
    expect(links.mailto).toBe('mailto:info@example.com?subject=About%20Tour&body=Hi%20%22Tour%22%20%26%20co');
  });
  it('falls back to the phone for WhatsApp when it is a Surinamese mobile, never a landline', () => {
    expect(getTourContactLinks({ ...none, operatorPhone: '+597 712-3456' }, 'm', 's').whatsapp).toBe('https://wa.me/5977123456?text=m');
    expect(getTourContactLinks({ ...none, operatorPhone: '+597 421-234' }, 'm', 's').whatsapp).toBeNull();
  });
  it('has no contact when every field is empty', () => {
    expect(hasTourContact(getTourContactLinks(none, 'm', 's'))).toBe(false);
    expect(hasTourContact(getTourContactLinks({ ...none, operatorEmail: 'a@example.com' }, 'm', 's'))).toBe(true);
  });
});

describe('chooseTourContact', () => {
  const guide = { operatorWhatsapp: '', operatorPhone: '+597 555-0100', operatorEmail: 'hello@guide.example' };
  it("offers the operator's contact when they have one", () => {
    const tour = { ...none, operatorEmail: 'a@example.com' };
    expect(chooseTourContact(tour, guide)).toEqual({ source: 'operator', fields: tour });
  });
  it("falls back to the guide's contact when the operator has none that makes a link", () => {
    expect(chooseTourContact(none, guide)).toEqual({ source: 'guide', fields: guide });
    expect(chooseTourContact({ ...none, operatorWhatsapp: 'ask at the desk', operatorEmail: '  ' }, guide).source).toBe('guide');
  });
});
