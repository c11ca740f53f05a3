/** Hero search: keyword routing to the home sections and their next step, the alerts, the header icon, and the form without JavaScript. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const input = (page: Page) => page.locator('#hero-search-input');

/** Opens a page with the hero form; its plain script (a module) has run once the page has loaded. */
async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
}

/** Searches and returns the alert's text, or null when no alert opened. */
async function search(page: Page, term: string, submit: 'enter' | 'click' = 'enter'): Promise<string | null> {
  let message: string | null = null;
  const onDialog = (d: import('@playwright/test').Dialog) => {
    message = d.message();
    void d.accept();
  };
  page.on('dialog', onDialog);
  await input(page).fill(term);
  if (submit === 'enter') await input(page).press('Enter');
  else await page.getByRole('search').getByRole('button').click();
  // The box is an island that loads at the first focus; a submit before then is routed once it has run.
  await expect(page.locator('main astro-island[client="interaction"][ssr]')).toHaveCount(0);
  // A frame for an alert to open; a search that navigates (the search page) may end the page first, which is fine.
  await page
    .evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  page.off('dialog', onDialog);
  return message;
}

test.describe('hero search', () => {
  for (const [term, section] of [
    ['restaurants', 'restaurants'],
    ['Roti', 'restaurants'],
    ['amazon', 'tours'],
    ['explore', 'tours'],
    ['kaseko', 'nightlife'],
    ['party', 'nightlife'],
    ['latest', 'news'],
    ['article', 'news'],
  ] as const) {
    test(`"${term}" scrolls to the ${section} section`, async ({ page }) => {
      await openHome(page);
      expect(await search(page, term)).toBeNull();
      await expect(page).toHaveURL(new RegExp(`#${section}$`));
      await expect(page.locator(`#${section}`)).toBeInViewport();
    });
  }

  test('a click on the button searches too', async ({ page }) => {
    await openHome(page);
    expect(await search(page, 'food', 'click')).toBeNull();
    await expect(page.locator('#restaurants')).toBeInViewport();
  });

  test('an empty search alerts with the spec text', async ({ page }) => {
    await openHome(page);
    expect(await search(page, '   ', 'click')).toBe('Please enter a search term. Try "restaurants", "tours", "events", or "news".');
    await expect(page).toHaveURL(/\/$/);
  });

  test('any other term opens the search page', async ({ page }) => {
    await openHome(page);
    expect(await search(page, 'Fort Zeelandia')).toBeNull();
    await expect(page).toHaveURL(/\/search\?q=Fort\+Zeelandia$/);
  });

  test('works in Dutch, with Dutch words and alerts', async ({ page }) => {
    await openHome(page, '/nl');
    expect(await search(page, 'nieuws')).toBeNull();
    await expect(page.locator('#news')).toBeInViewport();
    expect(await search(page, '')).toBe('Vul een zoekterm in. Probeer "restaurants", "tours", "uitgaan" of "nieuws".');
    expect(await search(page, 'watervallen')).toBeNull();
    await expect(page).toHaveURL(/\/nl\/search\?q=watervallen$/);
  });

  test('on a phone the header search icon focuses the input in place', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#site-header').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toBeInViewport();
  });

  for (const [path, term, section, list, seeAll, searchFor] of [
    ['/', 'restaurants', 'restaurants', '/restaurants', /^See all (\d+) restaurants$/, 'Search for “restaurants”'],
    ['/nl', 'ontdek', 'tours', '/nl/tours', /^Alle (\d+) tours bekijken$/, 'Zoeken naar “ontdek”'],
  ] as const) {
    test(`a keyword landing on ${section} (${path}) offers the counted list and the search page in one tap`, async ({ page }) => {
      // The count is the list page's own.
      await page.goto(list);
      const listed = (await page
        .getByText(/^\d+ (restaurants|tours)$/)
        .first()
        .textContent())!.split(' ')[0];
      await openHome(page, path);
      await expect(page.locator(`#${section} [data-search-next]`)).toBeHidden();
      expect(await search(page, term)).toBeNull();
      const next = page.locator(`#${section} [data-search-next]`);
      await expect(next).toBeVisible();
      const all = next.getByRole('link', { name: seeAll });
      expect((await all.textContent())!.match(seeAll)![1]).toBe(listed);
      await expect(all).toHaveAttribute('href', list);
      const forTerm = next.getByRole('link', { name: searchFor });
      await forTerm.click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/search\\?q=${term}$`));
    });
  }

  test('a popular-search chip shows the next step for its own word', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Amazon tours' }).click();
    await expect(page.locator('#tours')).toBeInViewport();
    await expect(page.locator('#tours [data-search-next]').getByRole('link', { name: 'Search for “Amazon tours”' })).toHaveAttribute(
      'href',
      '/search?q=Amazon+tours',
    );
  });

  for (const path of ['/', '/nl']) {
    test(`is a search island on ${path} that loads no framework script before the visitor reaches for it`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await openHome(page, path);
      await page.waitForLoadState('networkidle');
      // The hero box is the page's one search island; the cards' save hearts (client:stored) load no React before a tap either.
      await expect(page.locator('main astro-island[client="interaction"][ssr]')).toHaveCount(1);
      expect(scripts.filter((s) => /react|client\./i.test(s))).toEqual([]);
      await input(page).focus();
      await expect(page.locator('main astro-island[client="interaction"][ssr]')).toHaveCount(0);
      expect(scripts.filter((s) => /client\./i.test(s)).length).toBeGreaterThan(0);
    });
  }

  test('is operable with the keyboard alone', async ({ page }) => {
    await openHome(page);
    await input(page).focus();
    await page.keyboard.type('tour');
    await page.keyboard.press('Enter');
    await expect(page.locator('#tours')).toBeInViewport();
  });
});

test.describe('hero search text on a phone and a desktop', () => {
  for (const width of [412, 1280]) {
    for (const [path, hint] of [
      ['/', 'Try restaurants, tours, events or news'],
      ['/nl', 'Probeer restaurants, tours, uitgaan of nieuws'],
    ] as const) {
      test(`${path} at ${width} px: the placeholder fits its box and the hint shows in full`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openHome(page, path);
        const { text, room } = await input(page).evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el, '::placeholder');
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const box = getComputedStyle(el);
          return { text: context.measureText(el.placeholder).width, room: el.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight) };
        });
        expect(text, 'placeholder width').toBeLessThanOrEqual(room);
        const shown = page.locator(`#${await input(page).getAttribute('aria-describedby')}`);
        await expect(shown).toHaveText(hint);
        await expect(shown).toBeInViewport({ ratio: 1 });
        expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      });
    }
  }
});

test.describe('hero search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form leads to the matching list page', async ({ page }) => {
    await page.goto('/');
    await input(page).fill('roti');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  });

  test('in Dutch it stays in Dutch, and an unknown term opens the search page', async ({ page }) => {
    await page.goto('/nl');
    await input(page).fill('feest');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/nl\/events$/);
    await page.goto('/nl');
    await input(page).fill('Commewijne');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/nl\/search\?from=hero&q=Commewijne$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Commewijne');
  });
});
