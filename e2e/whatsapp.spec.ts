/** Issue 18: WhatsApp beside the phone link for a Surinamese mobile number, in the page's language; none for a landline. */
import { expect, test } from './fixtures';
import { fetchJson } from './helpers/public-api';

interface PhoneOnly {
  id: number;
  name: string;
  phone: string;
}

for (const [lang, prefix, call, greeting] of [
  ['en', '', 'Call Restaurant', 'I found you on Suriname Guide'],
  ['nl', '/nl', 'Bel het restaurant', 'ik vond jullie via de Suriname Gids'],
] as const) {
  test(`a restaurant with a mobile number has WhatsApp beside Call, with a ${lang} message`, async ({ page }) => {
    const restaurants = await fetchJson<PhoneOnly[]>(page, `/api/restaurants?lang=${lang}&limit=100`);
    const mobile = restaurants.find((r) => r.phone === '+597 855-0101')!;
    await page.goto(`${prefix}/restaurant/${mobile.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: call })).toBeVisible();
    const whatsapp = main.locator('a[data-whatsapp]');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5978550101');
    expect(href.searchParams.get('text')).toContain(greeting);
    expect(href.searchParams.get('text')).toContain(mobile.name);
    const landline = restaurants.find((r) => r.phone === '+597 555-0102')!;
    await page.goto(`${prefix}/restaurant/${landline.id}`);
    await expect(main.getByRole('link', { name: call })).toBeVisible();
    await expect(main.locator('a[data-whatsapp]')).toHaveCount(0);
  });
}
