/**
 * The tour contact fields and the event ticket address (issue 18, migration 0013) edited in the
 * dashboard: the public tour page's 'Contact the operator' links and the event's 'Get Tickets' link
 * follow in English and Dutch; a cleared ticket address reads 'Tickets at the door'.
 */
import type { Page } from '@playwright/test';
import { expectToast, openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { fetchJson, fetchTours, type GuideEvent } from './helpers/public-api';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

const upcomingCard = (visitor: Page, id: number) => visitor.locator('#upcoming-events').locator(`[data-event-id="${id}"]`);

test('tour contact: WhatsApp, phone and email saved in the dashboard become the tour page links, in en and nl; cleared, the section goes', async () => {
  const tour = (await fetchTours(page)).find((t) => !t.operatorWhatsapp && !t.operatorPhone && !t.operatorEmail)!;
  const dutchName = (await fetchTours(page, 'nl')).find((t) => t.id === tour.id)!.name;
  await page.getByRole('tab', { name: 'Tours' }).click();
  await page.getByRole('button', { name: `Edit ${tour.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tour' });
  await edit.getByLabel('WhatsApp number').fill('+597 812-3456');
  await edit.getByLabel('Phone').fill('+597 421-000');
  await edit.getByLabel('Email').fill('bookings@operator.example');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Tour updated');

  const visitor = await page.context().newPage();
  for (const [path, region, call, email, name] of [
    [`/tour/${tour.id}`, 'Contact the operator', 'Call', 'Email', tour.name],
    [`/nl/tour/${tour.id}`, 'Contact met de organisator', 'Bellen', 'E-mail', dutchName],
  ] as const) {
    await visitor.goto(path);
    const contact = visitor.getByRole('region', { name: region });
    const whatsapp = contact.getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5978123456');
    expect(href.searchParams.get('text')).toContain(name);
    await expect(contact.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+597421000');
    await expect(contact.getByRole('link', { name: email, exact: true })).toHaveAttribute('href', /^mailto:bookings@operator\.example\?subject=/);
  }

  await page.getByRole('button', { name: `Edit ${tour.name}` }).click();
  for (const label of ['WhatsApp number', 'Phone', 'Email']) await edit.getByLabel(label).fill('');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Tour updated');
  await visitor.goto(`/nl/tour/${tour.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(dutchName);
  await expect(visitor.getByRole('region', { name: 'Contact met de organisator' })).toHaveCount(0);
  await visitor.close();
});

test("event ticket address: saved in the dashboard, 'Get Tickets' opens it in a new tab in en and nl; cleared, 'Tickets at the door'", async () => {
  const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=100');
  const event = upcoming.find((e) => e.ticketUrl && e.price > 0 && !e.isFeatured)!;
  const dutch = (await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=nl&limit=100')).find((e) => e.id === event.id)!;
  const address = 'https://tickets.example.org/moengo?ref=guide';
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: `Edit ${event.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Ticket or info link')).toHaveValue(event.ticketUrl!);
  await edit.getByLabel('Ticket or info link').fill(address);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Event updated');

  const visitor = await page.context().newPage();
  for (const [path, name] of [
    ['/events?when=all', `Get tickets for ${event.name} (opens in a new tab)`],
    ['/nl/events?when=all', `Tickets kopen voor ${dutch.name} (opent in een nieuw tabblad)`],
  ] as const) {
    await visitor.goto(path);
    const tickets = upcomingCard(visitor, event.id).getByRole('link', { name });
    await expect(tickets).toHaveAttribute('href', address);
    await expect(tickets).toHaveAttribute('target', '_blank');
    await expect(tickets).toHaveAttribute('rel', /noopener/);
  }

  await page.getByRole('button', { name: `Edit ${event.name}` }).click();
  await edit.getByLabel('Ticket or info link').fill('');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Event updated');
  for (const [path, door] of [
    ['/events?when=all', 'Tickets at the door'],
    ['/nl/events?when=all', 'Tickets aan de deur'],
  ] as const) {
    await visitor.goto(path);
    const card = upcomingCard(visitor, event.id);
    await expect(card).toContainText(door);
    await expect(card.getByRole('link', { name: /tickets/i })).toHaveCount(0);
  }
  await visitor.close();
});
