/**
 * Issue 20 end to end, as a visitor and an editor would: from a restaurant page, write a review in
 * English, confirm it from the email a real SMTP server caught, approve it in the admin's Reviews
 * tab, and see it on the restaurant's English and Dutch pages ("Written in English" on the Dutch
 * one), with the count and average the approved rows give and the same in its JSON-LD.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { getLinks, startSmtpCatcher, type SmtpCatcher } from '../tests/helpers/smtp-catcher';
import { expect, test } from './fixtures';
import { signIn, toastItems } from './helpers/admin';

test.describe.configure({ mode: 'serial' });

let smtp: SmtpCatcher;
let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  smtp = await startSmtpCatcher();
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  server = await startServer(dataDir, { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function approvedStats(id: number): { count: number; sum: number } {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db
      .prepare(
        "select count(*) as count, coalesce(sum(rating), 0) as sum from reviews where place_kind = 'restaurant' and place_id = ? and status = 'approved'",
      )
      .get(id) as { count: number; sum: number };
  } finally {
    db.close();
  }
}

const RESTAURANT = 2;
const COMMENT = 'Pom with chicken and a cold dawet on the terrace, friendly people and fair prices for Paramaribo.';

test('a review written, confirmed from the email and approved shows on both language pages', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const before = approvedStats(RESTAURANT);

  await page.goto(`/restaurant/${RESTAURANT}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${RESTAURANT}/write-review$`));
  await page.getByLabel('First name', { exact: true }).fill('Ruth');
  await page.getByLabel('Country', { exact: true }).fill('Canada');
  await page.getByLabel('5 stars', { exact: true }).check();
  await page.getByLabel('When did you visit?').selectOption({ index: 1 });
  await page.getByLabel('Your review', { exact: true }).fill(COMMENT);
  await page.getByLabel('Email', { exact: true }).fill('ruth@example.com');
  await page.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  // Nothing shows before the email is confirmed and an editor approved it.
  await page.goto(`/restaurant/${RESTAURANT}`);
  await expect(page.getByText(COMMENT)).toHaveCount(0);

  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes('ruth@example.com')).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.messages.find((m) => m.envelopeTo.includes('ruth@example.com'))!;
  const link = getLinks(mail.parsed.text ?? '').find((l) => l.includes('/review/confirm?token='))!;
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my review' }).click();
  await expect(page.locator('[data-review-message]')).toContainText('your review will appear after a quick check');
  await page.goto(`/restaurant/${RESTAURANT}`);
  await expect(page.getByText(COMMENT)).toHaveCount(0);

  await signIn(page);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const row = page.locator('tr[data-review-id]').filter({ hasText: COMMENT });
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(toastItems(page)).toContainText('Review approved');

  const after = approvedStats(RESTAURANT);
  expect(after.count).toBe(before.count + 1);
  const average = (Math.round((after.sum / after.count) * 10) / 10).toFixed(1);

  await page.goto(`/restaurant/${RESTAURANT}`);
  const review = page.locator('[data-review]').filter({ hasText: COMMENT });
  await expect(review).toContainText('Ruth');
  await expect(review).toContainText('Canada');
  await expect(page.locator('main')).toContainText(`${average} · ${after.count} review${after.count === 1 ? '' : 's'}`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const rating = ld
    .map((t) => JSON.parse(t) as { aggregateRating?: { reviewCount: number; ratingValue: number } })
    .find((d) => d.aggregateRating)?.aggregateRating;
  expect(rating?.reviewCount).toBe(after.count);
  expect(Number(rating?.ratingValue).toFixed(1)).toBe(average);

  await page.goto(`/nl/restaurant/${RESTAURANT}`);
  const nlReview = page.locator('[data-review]').filter({ hasText: COMMENT });
  await expect(nlReview).toContainText('Geschreven in het Engels');
  await expect(page.locator('main')).toContainText(`${average.replace('.', ',')} · ${after.count} beoordeling${after.count === 1 ? '' : 'en'}`);
  await context.close();
});
