/**
 * Nightlife page: featured event, the next 7 days first with 'Tonight', 'This weekend' and 'All' as links (issue 21),
 * the events as database rows (the spec's five samples among them), Get Tickets, Add to calendar, category tiles and
 * colours, dates per language, without JavaScript, axe.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeCleanWithoutScripts, testAxeCleanInBothLanguages } from './helpers/axe';
import { fetchJson, type GuideEvent } from './helpers/public-api';

/** The list of the page's filter: 'The next 7 days' by default, 'All upcoming events' on ?when=all. */
const upcomingGrid = (page: Page) => page.locator('#upcoming-events');
const backgroundOf = (badge: Locator) => badge.evaluate((el) => getComputedStyle(el).backgroundColor);
const DAY = 86_400_000;
/** The start of today in Paramaribo (UTC-3 all year) and of the day `days` later, as ms. */
const paramariboDay = (days = 0) => Math.floor((Date.now() - 3 * 3_600_000) / DAY) * DAY + 3 * 3_600_000 + days * DAY;
/** The upcoming events of the next 7 days (today and the six after it). */
const inNextWeek = (e: GuideEvent) => Date.parse(e.date) >= paramariboDay(0) && Date.parse(e.date) < paramariboDay(7);

test.describe('events page', () => {
  test('opens on the featured event and the next 7 days only, with More events leading to all of them', async ({ page }) => {
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
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText('The next 7 days');
    const week = upcoming.filter((e) => e.id !== featured.id && inNextWeek(e));
    expect(week.length, 'the demo content has events in the coming week').toBeGreaterThan(0);
    expect(week.length, 'and more later').toBeLessThan(upcoming.length - 1);
    await expect(grid.locator('[data-event-id]')).toHaveCount(week.length);
    for (const e of week) await expect(grid.getByRole('heading', { name: e.name, exact: true })).toHaveCount(1);

    // The grid is in date order.
    const dates = await grid.locator('[data-event-id] time[datetime]').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());
    await expect(grid.locator('img').first()).toHaveAttribute('loading', 'lazy');

    const filters = page.getByRole('navigation', { name: 'Which events' });
    await expect(filters.getByRole('link')).toHaveText(['Tonight', 'This weekend', 'Next 7 days', 'All']);
    await expect(filters.getByRole('link', { name: 'Next 7 days' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'More events' }).click();
    await expect(page).toHaveURL(/\/events\?when=all$/);
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  test('lists every upcoming event under All, the five sample events of the spec among them', async ({ page }) => {
    const featured = await fetchJson<GuideEvent>(page, '/api/events/featured?lang=en');
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
    await page.goto('/events?when=all');
    const grid = upcomingGrid(page);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText('All upcoming events');
    const fromDb = upcoming.filter((e) => e.id !== featured.id);
    await expect(grid.locator('[data-event-id]')).toHaveCount(fromDb.length);
    const samples = grid.locator([2, 3, 4, 5, 6].map((id) => `[data-event-id="${id}"]`).join(', '));
    await expect(samples).toHaveCount(5);
    const prices = (await samples.getByTestId('event-price').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    expect(Math.min(...prices)).toBe(20);
    expect(Math.max(...prices)).toBe(40);
  });

  test('is far shorter on a phone than the list of all events', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/events');
    const week = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.goto('/events?when=all');
    const all = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(week).toBeLessThan(all * 0.6);
  });

  test('Add to calendar downloads the event as an iCalendar file, named after the event in both languages', async ({ page }) => {
    const featured = await fetchJson<GuideEvent>(page, '/api/events/featured?lang=nl');
    await page.goto('/events');
    const link = page.locator('[data-featured-event]').getByRole('link', { name: /^Add .+ to calendar$/ });
    // It reads 'Add to calendar'; the event's name is in hidden words between.
    await expect(link.locator('.sr-only')).toHaveText(/^ .+$/);
    expect((await link.textContent())!.replace((await link.locator('.sr-only').textContent()) ?? '', '').trim()).toBe('Add to calendar');
    await expect(link).toHaveAttribute('href', `/events/${featured.id}.ics`);
    await expect(link).toHaveAttribute('download', /\.ics$/);
    const cards = upcomingGrid(page).locator('[data-event-id]');
    await expect(upcomingGrid(page).locator('[data-add-to-calendar]')).toHaveCount(await cards.count());
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);

    await page.goto('/nl/events');
    const nl = page.locator('[data-featured-event]').getByRole('link', { name: `Zet ${featured.name} in je agenda` });
    await expect(nl.locator('.sr-only')).toHaveText(` ${featured.name}`);
    const res = await page.request.get((await nl.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toContain(`SUMMARY:${featured.name.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });

  test('shows prices with $ and Free for 0, and en-US dates', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
    const free = upcoming.find((e) => e.price === 0 && !e.isFeatured);
    const paid = upcoming.find((e) => e.price > 0 && !e.isFeatured)!;
    await page.goto('/events?when=all');
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
    await page.goto('/events?when=all');
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
    await page.goto('/events?when=all');
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
    await page.goto('/events?when=all');
    const tiles = page.getByRole('region', { name: 'Explore by Category' });
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(['Live Music', 'Cultural Events', 'Clubs & Dancing', 'Festivals']);
    await expect(tiles.getByRole('button')).toHaveCount(0);
    await expect(tiles).not.toContainText('Coming soon');
  });

  test('is in Dutch under /nl with Dutch dates and texts', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=nl&limit=100');
    const paid = upcoming.find((e) => e.price > 0 && !e.isFeatured)!;
    await page.goto('/nl/events?when=all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Uitgaan en evenementen' })).toBeVisible();
    await expect(upcomingGrid(page).getByRole('heading', { level: 2 })).toHaveText('Alle komende evenementen');
    const date = upcomingGrid(page).locator(`[data-event-id="${paid.id}"] time`);
    expect(await date.textContent()).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ \d{4}$/);
    await expect(upcomingGrid(page).locator('[data-event-id="2"]').getByRole('heading')).toHaveText('Kaseko onder de palmen');
    await expect(page.getByRole('region', { name: 'Ontdek per categorie' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.locator('[data-featured-event]').getByRole('link', { name: /^Tickets kopen/i })).toHaveAttribute('target', '_blank');
    await expect(upcomingGrid(page).locator(`[data-event-id="${paid.id}"]`)).toContainText(paid.ticketUrl ? 'Tickets kopen' : 'Tickets aan de deur');
    await expect(page.getByRole('region', { name: 'Ontdek per categorie' })).not.toContainText('Binnenkort');
  });

  test('an old link to /events#event-<id> of an event after the next 7 days ends up at that event on ?when=all, in both languages', async ({ page }) => {
    const featured = await fetchJson<GuideEvent>(page, '/api/events/featured?lang=en');
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
    const later = upcoming.find((e) => e.id !== featured.id && Date.parse(e.date) >= paramariboDay(8));
    expect(later, 'the demo content has an event more than 7 days ahead').toBeDefined();
    for (const prefix of ['', '/nl']) {
      await page.goto(`${prefix}/events#event-${later!.id}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/events\\?when=all#event-${later!.id}$`));
      await expect(page.locator(`#event-${later!.id}`)).toBeInViewport();
      // Back goes to where the visitor came from, not to the page that sent them on (location.replace).
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(prefix ? 3 : 2);
    }
    // An event of this week stays on the default view.
    const soon = upcoming.find((e) => e.id !== featured.id && inNextWeek(e))!;
    await page.goto(`/events#event-${soon.id}`);
    await expect(page.locator(`#event-${soon.id}`)).toBeInViewport();
    expect(new URL(page.url()).search).toBe('');
  });

  testAxeCleanInBothLanguages('/events');
  test.describe('all events', () => testAxeCleanInBothLanguages('/events?when=all'));
  // Tonight: on most days of the demo content, the empty state with its way back.
  test.describe('tonight', () => testAxeCleanInBothLanguages('/events?when=tonight'));
});

test.describe('events page filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Tonight, This weekend and All are links that mark the current one, in both languages', async ({ page }) => {
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=nl&limit=100');
    const tonight = upcoming.filter((e) => Date.parse(e.date) < paramariboDay(1));
    await page.goto('/nl/events');
    const filters = page.getByRole('navigation', { name: 'Welke evenementen' });
    await expect(filters.getByRole('link')).toHaveText(['Vanavond', 'Dit weekend', 'Komende 7 dagen', 'Alle']);
    await filters.getByRole('link', { name: 'Vanavond' }).click();
    await expect(page).toHaveURL(/\/nl\/events\?when=tonight$/);
    await expect(filters.getByRole('link', { name: 'Vanavond' })).toHaveAttribute('aria-current', 'page');
    await expect(filters.locator('[aria-current]')).toHaveCount(1);
    await expectAxeCleanWithoutScripts(page);
    await expect(page.locator('[data-featured-event]')).toHaveCount(0);
    await expect(upcomingGrid(page).locator('[data-event-id]')).toHaveCount(tonight.length);
    if (tonight.length === 0) {
      await expect(upcomingGrid(page)).toContainText('Vanavond staat er niets op de agenda.');
      await page.getByRole('link', { name: 'Bekijk de komende 7 dagen' }).click();
      await expect(page).toHaveURL(/\/nl\/events$/);
    }
    await page.goto('/events?when=weekend');
    await expect(upcomingGrid(page).getByRole('heading', { level: 2 })).toHaveText('This weekend');
    const days = await upcomingGrid(page)
      .locator('[data-event-id] time[datetime]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    for (const d of days)
      expect(['Friday', 'Saturday', 'Sunday']).toContain(
        new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Paramaribo' }).format(new Date(d)),
      );
  });

  test('an unknown filter leads to the default view', async ({ page }) => {
    await page.goto('/nl/events?when=soon');
    await expect(page).toHaveURL(/\/nl\/events$/);
    await expect(upcomingGrid(page).getByRole('heading', { level: 2 })).toHaveText('De komende 7 dagen');
  });
});
