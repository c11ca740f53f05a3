/* eslint-disable @typescript-eslint/no-explicit-any -- the resolver's nested errors are checked by the assertions, not by types. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import adminContent from './strings';
import { formatString } from '~/i18n';
import { eventInputSchema } from '~/features/events';
import { newsInputSchema } from '~/features/news';
import { getEmptyRestaurantForm, restaurantFormSchema, restaurantInputSchema } from '~/features/restaurants';
import { tourInputSchema } from '~/features/tours';
import { settingInputSchema } from '~/features/admin/settings/settings-schema';
import type { AdminStringKey } from '~/features/admin/lib/strings';
import { readContentIssue } from '~/platform/content/issue-codes';
import { localizeContentIssue, localizedResolver } from './messages';

const nlT = (key: AdminStringKey, params?: Record<string, string | number>) => formatString((adminContent.nl as Record<string, string>)[key] ?? key, params);
const enT = (key: AdminStringKey, params?: Record<string, string | number>) => formatString((adminContent.en as Record<string, string>)[key] ?? key, params);
const firstIssue = (r: { error?: z.ZodError }) => r.error!.issues[0]!;
const dutchOf = (r: { error?: z.ZodError }) => localizeContentIssue(nlT, 'nl', firstIssue(r));

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
const withTexts = <T extends { translations: { en: object } }>(item: T, texts: Record<string, unknown>) => ({
  ...item,
  translations: { en: { ...item.translations.en, ...texts } },
});

/** Failing inputs across the kinds: every issue a form can get back. */
const failures: [string, { error?: z.ZodError }][] = [
  ['imageUrl', restaurantInputSchema.safeParse({ ...restaurant, imageUrl: 'http://x' })],
  ['required', restaurantInputSchema.safeParse(withTexts(restaurant, { name: '' }))],
  ['tooLong', restaurantInputSchema.safeParse(withTexts(restaurant, { cuisine: 'x'.repeat(81) }))],
  ['maxWhole', tourInputSchema.safeParse({ ...tour, maxPeople: 1.5 })],
  ['priceNegative', tourInputSchema.safeParse({ ...tour, price: -1 })],
  ['mapOutside', restaurantInputSchema.safeParse({ ...restaurant, mapLocation: '52.37, 4.90' })],
  ['mapLocation', restaurantInputSchema.safeParse({ ...restaurant, mapLocation: 'Waterkant' })],
  ['instagram', restaurantInputSchema.safeParse({ ...restaurant, instagram: 'https://x.example/a' })],
  ['facebook', restaurantInputSchema.safeParse({ ...restaurant, facebook: 'https://x.example/a' })],
  ['website', restaurantInputSchema.safeParse({ ...restaurant, website: 'http://x.example' })],
  ['phone', restaurantInputSchema.safeParse({ ...restaurant, whatsapp: 'call me' })],
  ['emailAddress', restaurantInputSchema.safeParse({ ...restaurant, email: 'nope' })],
  ['currency', tourInputSchema.safeParse({ ...tour, currency: 'EUR' })],
  ['itemEmpty', tourInputSchema.safeParse(withTexts(tour, { included: [''] }))],
  ['tooManyItems', tourInputSchema.safeParse(withTexts(tour, { whatToBring: Array(31).fill('x') }))],
  ['date', eventInputSchema.safeParse({ date: 'x', translations: {} })],
  ['imageRequired', restaurantInputSchema.safeParse({ ...restaurant, imageUrl: ' ' })],
  ['tooManyImages', newsInputSchema.safeParse({ imageUrl: 'https://x.test/a.jpg', imageUrls: Array(13).fill('https://x.test/a.jpg') })],
  ['tooManyAlts', restaurantInputSchema.safeParse({ ...restaurant, translations: { en: { ...restaurant.translations.en, imageAlts: ['a', 'b'] } } })],
  ['heroImage', settingInputSchema.safeParse({ key: 'hero_image_url', value: 5 })],
];

describe('content validation codes', () => {
  it('every issue the schemas give carries a code of the catalogue', () => {
    for (const [code, result] of failures) {
      expect(result.error, code).toBeDefined();
      for (const issue of result.error!.issues) expect(readContentIssue(issue)?.code, `${code}: ${issue.message}`).toBeDefined();
      expect(readContentIssue(firstIssue(result))?.code, code).toBe(code);
    }
  });

  it('renders Dutch from the code, with the Dutch field label, and English as the API says it', () => {
    const dutch = Object.fromEntries(failures.map(([code, result]) => [code, dutchOf(result)]));
    expect(dutch.required).toBe('Naam is verplicht');
    expect(dutch.tooLong).toBe('Keuken mag maximaal 80 tekens lang zijn');
    expect(dutch.maxWhole).toBe('Max. personen moet een heel getal zijn');
    expect(dutch.itemEmpty).toBe('Items van Inbegrepen mogen niet leeg zijn');
    expect(dutch.currency).toBe('De valuta moet USD of SRD zijn');
    expect(dutch.phone).toBe('WhatsApp moet een telefoonnummer zijn');
    expect(dutch.heroImage).toBe('De afbeelding moet geüpload zijn, een https-adres hebben of leeg zijn');
    expect(dutch.tooManyImages).toBe('Maximaal 12 afbeeldingen');
    for (const [code, result] of failures) {
      expect(dutch[code], code).not.toBe(firstIssue(result).message);
      expect(localizeContentIssue(enT, 'en', firstIssue(result)), code).toBe(firstIssue(result).message);
    }
  });

  it('the form resolver puts each field its Dutch message, nested as the form names it', async () => {
    const resolver = localizedResolver(restaurantFormSchema, (issue) => localizeContentIssue(nlT, 'nl', issue));
    const values = getEmptyRestaurantForm();
    values.translations.en.cuisine = 'x'.repeat(81);
    const result = (await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never)) as any;
    expect(result.errors.imageUrl.message).toBe('Een afbeelding is verplicht');
    expect(result.errors.translations.en.name.message).toBe('Naam is verplicht');
    expect(result.errors.translations.en.cuisine.message).toBe('Keuken mag maximaal 80 tekens lang zijn');
  });
});
