/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
import { describe, expect, it } from 'vitest';
import adminContent from './strings';
import { formatString } from '~/i18n';
import { eventInputSchema } from '~/features/events';
import { restaurantInputSchema } from '~/features/restaurants';
import { tourInputSchema } from '~/features/tours';
import type { AdminStringKey } from '~/features/admin/lib/strings';
import { localizeContentMessage, localizeErrors } from './messages';

const nl = (key: AdminStringKey, params?: Record<string, string | number>) => formatString((adminContent.nl as Record<string, string>)[key] ?? key, params);
const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message ?? '';

const restaurant = {
  priceRange: '$$',
  imageUrl: 'https://x.test/a.jpg',
  translations: { en: { name: 'A', description: 'B', cuisine: 'C', location: 'D' } },
};
const tour = {
  price: 1,
  maxPeople: 1,
  imageUrl: 'https://x.test/a.jpg',
  translations: { en: { name: 'A', description: 'B', category: 'C', duration: 'D', location: 'E', operator: 'F' } },
};

describe('Dutch form errors', () => {
  it('translates what the shared schemas really say (English strings repeat them word for word)', () => {
    const cases: [string, string][] = [
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, imageUrl: 'http://x' })), 'De afbeelding moet geüpload zijn of een https-adres hebben'],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, translations: { en: { ...restaurant.translations.en, name: '' } } })), 'Naam is verplicht'],
      [
        messageOf(restaurantInputSchema.safeParse({ ...restaurant, translations: { en: { ...restaurant.translations.en, cuisine: 'x'.repeat(81) } } })),
        'Keuken mag maximaal 80 tekens lang zijn',
      ],
      [messageOf(tourInputSchema.safeParse({ ...tour, maxPeople: 1.5 })), 'Max. personen moet een heel getal zijn'],
      [messageOf(tourInputSchema.safeParse({ ...tour, price: -1 })), 'De prijs mag niet negatief zijn'],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, mapLocation: '52.37, 4.90' })), nl('adminContent.msg.mapOutside')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, mapLocation: 'Waterkant' })), nl('adminContent.msg.mapLocation')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, instagram: 'https://x.example/a' })), nl('adminContent.msg.instagram')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, facebook: 'https://x.example/a' })), nl('adminContent.msg.facebook')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, website: 'http://x.example' })), nl('adminContent.msg.website')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, whatsapp: 'call me' })), nl('adminContent.msg.whatsapp')],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, email: 'nope' })), nl('adminContent.msg.email')],
      [messageOf(tourInputSchema.safeParse({ ...tour, currency: 'EUR' })), 'De valuta moet USD of SRD zijn'],
      [
        messageOf(tourInputSchema.safeParse({ ...tour, translations: { en: { ...tour.translations.en, included: [''] } } })),
        'Items van Inbegrepen mogen niet leeg zijn',
      ],
      [messageOf(eventInputSchema.safeParse({ date: 'x', translations: {} })), 'Kies een geldige datum'],
      [messageOf(restaurantInputSchema.safeParse({ ...restaurant, imageUrl: ' ' })), 'Een afbeelding is verplicht'],
    ];
    for (const [english, dutch] of cases) expect(localizeContentMessage(nl, english)).toBe(dutch);
    expect(localizeContentMessage(nl, 'Something else entirely')).toBe('Something else entirely');
  });

  it('rewrites every message of a nested error object and leaves element refs alone', () => {
    const ref = { focus: () => {} };
    const errors = {
      price: { type: 'x', message: 'Price must be a number', ref },
      translations: { en: { name: { type: 'x', message: 'Name is required' } } },
    };
    const out = localizeErrors(errors as never, (m) => localizeContentMessage(nl, m)) as any;
    expect(out.price.message).toBe(nl('adminContent.msg.priceNumber'));
    expect(out.price.ref).toBe(ref);
    expect(out.translations.en.name.message).toBe('Naam is verplicht');
  });
});
