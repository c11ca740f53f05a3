/** axe-core through Playwright: fails on any serious or critical violation, naming rule and elements. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { localize } from '../budget/pages';
import { test } from '../fixtures';

/**
 * Resolves once no finite CSS transition or animation is running. axe reads computed colours, and
 * a button caught halfway through its hover or hydration transition fails colour contrast with
 * colours it never rests in. Endless animations (spinners) are left out: they never finish.
 */
async function waitForSettledStyles(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/**
 * Runs axe on the page once its styles have settled, and expects no serious or critical violation.
 * `selector` limits it to one part: an open dialog dims everything behind it, which axe would count
 * as low contrast there.
 */
export async function expectAxeClean(page: Page, selector?: string): Promise<void> {
  await waitForSettledStyles(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * axe on a page of a context with JavaScript off, where axe itself cannot run: the page's current
 * markup, its scripts taken out, is served at the same address to a fresh context that has
 * JavaScript, and checked there. What is checked is exactly what the visitor without it sees.
 */
export async function expectAxeCleanWithoutScripts(page: Page): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('expectAxeCleanWithoutScripts needs a page from a launched browser');
  const target = page.url();
  // Said outright: a context made in a test takes the test's `use` options, javaScriptEnabled: false included,
  // and axe cannot run there ("Resulting promise was garbage collected").
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const probe = await context.newPage();
    await probe.route(
      (u) => u.href === target,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    await probe.goto(target);
    await expectAxeClean(probe);
  } finally {
    await context.close();
  }
}

/** One test per language: the page at `path` (English address; the Dutch one is derived) has no serious accessibility violations. */
export function testAxeCleanInBothLanguages(path: string): void {
  for (const lang of ['en', 'nl'] as const) {
    test(`has no serious accessibility violations (${lang})`, async ({ page }) => {
      await page.goto(localize(path, lang));
      await expectAxeClean(page);
    });
  }
}
