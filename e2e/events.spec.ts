/** Nightlife page: featured event, Upcoming Events (database rows, the spec's five samples among them), Get Tickets, category tiles and colours, dates per language, axe. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { testAxeCleanInBothLanguages } from './helpers/axe';
import { fetchJson, type GuideEvent } from './helpers/public-api';

const upcomingGrid = (page: Page) => page.getByRole('region', { name: /^(Upcoming Events|Komende evenementen)$/ });
const backgroundOf = (badge: Locator) => badge.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('events page', () => {
  test('shows the featured event and the upcoming events, the five sample events of the spec among them', async ({ page }) => {
    const featured = await fetchJson<GuideEvent>(page, '/api/events/featured?lang=en');
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
    const response = await page.goto('/events');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nightlife & Events' })).toBeVisible();

    const featuredCard = page.locator('[data-featured-event]');
    await expect(featuredCard.getByRole('heading', { level: 2 })).toHaveText(featured.name);
    await expect(featuredCard.getByText('Featured Event')).toBeVisible();
    await expect(featuredCard.locator('img')).toHaveAttribute('loading', 'eager');

    const grid = upcomingGrid(page);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText('Upcoming Events');
    const fromDb = upcoming.filter((e) => e.id !== featured.id).slice(0, 24);
    await expect(grid.locator('[data-event-id]')).toHaveCount(fromDb.length);
    for (const e of fromDb) await expect(grid.getByRole('heading', { name: e.name, exact: true })).toHaveCount(1);

    const samples = grid.locator([2, 3, 4, 5, 6].map((id) => `[data-event-id="${id}"]`).join(', '));
    await expect(samples).toHaveCount(5);
    const prices = (await samples.getByTestId('event-price').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    expect(Math.min(...prices)).toBe(20);
    expect(Math.max(...prices)).toBe(40);

    // The grid is in date order.
    const dates = await grid.locator('[data-event-id] time[datetime]').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());
    await expect(grid.locator('img').first()).toHaveAttribute('loading', 'lazy');
  });

  test('shows prices with $ and Free for 0, and en-US dates', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
    const free = upcoming.find((e) => e.price === 0 && !e.isFeatured);
    const paid = upcoming.find((e) => e.price > 0 && !e.isFeatured)!;
    await page.goto('/events');
    const card = (id: number) => upcomingGrid(page).locator(`[data-event-id="${id}"]`);
    expect(free, 'the demo content has a free event').toBeTruthy();
    await expect(card(free!.id).getByTestId('event-price')).toHaveText('Free');
    await expect(card(paid.id).getByTestId('event-price')).toHaveText(`$${paid.price} USD`);
    const date = card(paid.id).locator('time');
    expect(await date.textContent()).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const expected = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/Paramaribo',
    }).format(new Date(paid.date));
    await expect(date).toHaveText(expected);
  });

  test('gives Club Night, Live Music and other categories each their own badge tone', async ({ page }) => {
    await page.goto('/events');
    const badgeOf = (tone: string) => upcomingGrid(page).locator(`[data-event-tone="${tone}"]`).first().getByTestId('event-category');
    const club = badgeOf('club');
    const music = badgeOf('music');
    const other = badgeOf('other');
    await expect(club).toHaveText(/club/i);
    await expect(music).toHaveText(/music/i);
    await expect(other).not.toHaveText(/club|music/i);
    const colours = await Promise.all([club, music, other].map(backgroundOf));
    expect(new Set(colours).size).toBe(3);
    // Every badge of a tone has that tone's colour.
    for (const [tone, colour] of [
      ['club', colours[0]],
      ['music', colours[1]],
      ['other', colours[2]],
    ] as const) {
      const all = await upcomingGrid(page)
        .locator(`[data-event-tone="${tone}"] [data-testid="event-category"]`)
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
      expect(new Set(all)).toEqual(new Set([colour]));
    }
  });

  test('Get Tickets links the ticket address in a new tab; without one the card says tickets are at the door', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?limit=100');
    const featured = upcoming.find((e) => e.isFeatured)!;
    await page.goto('/events');
    const tickets = page.locator('[data-featured-event]').getByRole('link', { name: /^Get tickets/i });
    await expect(tickets).toHaveAttribute('href', featured.ticketUrl);
    await expect(tickets).toHaveAttribute('target', '_blank');
    await expect(tickets).toHaveAttribute('rel', /noopener/);
    const door = upcoming.find((e) => !e.ticketUrl && e.price > 0 && !e.isFeatured)!;
    const card = upcomingGrid(page).locator(`[data-event-id="${door.id}"]`);
    await expect(card).toContainText('Tickets at the door');
    // No inert ticket button (the save heart is the card's only button).
    await expect(card.locator('button:not([data-save-button])')).toHaveCount(0);
    await expect(page.locator('[data-not-built]')).toHaveCount(0);
  });

  test('has four category tiles and no inert Explore buttons', async ({ page }) => {
    await page.goto('/events');
    const tiles = page.getByRole('region', { name: 'Explore by Category' });
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(['Live Music', 'Cultural Events', 'Clubs & Dancing', 'Festivals']);
    await expect(tiles.getByRole('button')).toHaveCount(0);
    await expect(tiles).not.toContainText('Coming soon');
  });

  test('is in Dutch under /nl with Dutch dates and texts', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=nl&limit=100');
    const paid = upcoming.find((e) => e.price > 0 && !e.isFeatured)!;
    await page.goto('/nl/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Uitgaan en evenementen' })).toBeVisible();
    await expect(upcomingGrid(page).getByRole('heading', { level: 2 })).toHaveText('Komende evenementen');
    const date = upcomingGrid(page).locator(`[data-event-id="${paid.id}"] time`);
    expect(await date.textContent()).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ \d{4}$/);
    await expect(upcomingGrid(page).locator('[data-event-id="2"]').getByRole('heading')).toHaveText('Kaseko onder de palmen');
    await expect(page.getByRole('region', { name: 'Ontdek per categorie' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.locator('[data-featured-event]').getByRole('link', { name: /^Tickets kopen/i })).toHaveAttribute('target', '_blank');
    await expect(upcomingGrid(page).locator(`[data-event-id="${paid.id}"]`)).toContainText(paid.ticketUrl ? 'Tickets kopen' : 'Tickets aan de deur');
    await expect(page.getByRole('region', { name: 'Ontdek per categorie' })).not.toContainText('Binnenkort');
  });

  testAxeCleanInBothLanguages('/events');
});
