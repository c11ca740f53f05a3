/**
 * The subscriber list for admins (issue 18): status, language and dates, with the addresses. Only
 * the /api/admin routes (session required by the admin guard) call this.
 */
import { desc } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { newsletterSubscribers } from '~/db/schema';
import { csvCell, type AdminSubscriber } from '~/features/newsletter/newsletter';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every subscriber, newest first. */
export function listSubscribers(db: Db): AdminSubscriber[] {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .all()
    .map((r) => ({
      email: r.email,
      status: r.status,
      locale: r.locale,
      createdAt: iso(r.createdAt)!,
      confirmedAt: iso(r.confirmedAt),
      unsubscribedAt: iso(r.unsubscribedAt),
    }));
}

/** The list as CSV (RFC 4180, CRLF), every cell quoted and safe to open in a spreadsheet. */
export function subscribersCsv(db: Db): string {
  const header = ['email', 'status', 'language', 'signed_up', 'confirmed', 'unsubscribed'];
  const rows = listSubscribers(db).map((s) => [s.email, s.status, s.locale, s.createdAt, s.confirmedAt ?? '', s.unsubscribedAt ?? '']);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
