/**
 * Issue 31, events that repeat, in a browser on a server clock the test sets (Paramaribo is UTC-3): the demo's weekly
 * club night ('Bigi Poku Friday', every Friday 22:00–02:00) shows at its next Friday on /events and in 'This weekend',
 * with 'Every Friday' on its card, in English and Dutch, without JavaScript and by keyboard, axe clean.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'default' });

const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * A Thursday at 10:00 in Paramaribo three weeks or more after today: past the first Friday of the demo's weekly night
 * (seeded a few days after the fixture was made), so only the schedule can put it in that weekend.
 */
function thursdayAhead(): Date {
  const localMidnight = Math.floor((Date.now() - 3 * HOUR) / DAY) * DAY + 21 * DAY;
  // 1 January 1970 (day 0) was a Thursday.
  const toThursday = (7 - (Math.floor(localMidnight / DAY) % 7)) % 7;
  return new Date(localMidnight + toThursday * DAY + 3 * HOUR + 10 * HOUR);
}
const THURSDAY = thursdayAhead();
/** The Friday after it at 22:00 in Paramaribo, as the card's `datetime` writes it. */
const FRIDAY_10PM = new Date(THURSDAY.getTime() + DAY + 12 * HOUR).toISOString();
const NAME = 'Bigi Poku Friday';

let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  server = await startServer(dataDir, { PAGE_CACHE: '0' }, { clockStart: THURSDAY });
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cardOf = (page: Page) => page.locator('#upcoming-events article').filter({ has: page.getByRole('heading', { name: NAME, exact: true }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"This weekend" shows the weekly night at its next Friday, saying it repeats, in both languages', async ({ page }) => {
    await page.goto(`${server.baseUrl}/events?when=weekend`);
    const card = cardOf(page);
    await expect(card).toHaveCount(1);
    await expect(card.locator('dd time')).toHaveAttribute('datetime', FRIDAY_10PM);
    await expect(card.getByTestId('event-repeats')).toHaveText('Every Friday');
    await expect(card.getByText('2:00 AM')).toBeVisible();

    await page.goto(`${server.baseUrl}/nl/events?when=weekend`);
    const nl = cardOf(page);
    await expect(nl.getByTestId('event-repeats')).toHaveText('Elke vrijdag');
    await expect(nl.locator('dd time')).toHaveAttribute('datetime', FRIDAY_10PM);
    await expect(nl.getByText('02:00')).toBeVisible();
  });

  test('the events page lists it once, at its next occurrence only', async ({ page }) => {
    await page.goto(`${server.baseUrl}/events?when=all`);
    await expect(cardOf(page)).toHaveCount(1);
    await expect(cardOf(page).locator('dd time')).toHaveAttribute('datetime', FRIDAY_10PM);
  });
});

test('by keyboard: "This weekend" leads to the weekly night, and the page is axe clean', async ({ page }) => {
  await page.goto(`${server.baseUrl}/events`);
  const weekend = page.getByRole('link', { name: 'This weekend' });
  await weekend.focus();
  await expect(weekend).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\?when=weekend$/);
  await expect(cardOf(page).getByTestId('event-repeats')).toHaveText('Every Friday');
  await expectAxeClean(page);
});
