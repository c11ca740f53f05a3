/**
 * The rig of the listing-life walks (issue 17): a fixture copy served on a clock the test moves,
 * wired to the local Stripe mock and to a real SMTP server that catches every email.
 */
import fs from 'node:fs';
import { copyFixture } from '../../tests/helpers/fixture';
import { ensureFixture } from '../../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../../tests/helpers/server';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../tests/helpers/smtp-catcher';
import { startStripeMock, type StripeMock } from '../../tests/helpers/stripe-mock';
import { stripeEnv, WEBHOOK_SECRET } from '../../tests/payments/helpers';

export interface ListingRig {
  server: RunningServer;
  mock: StripeMock;
  smtp: SmtpCatcher;
  dataDir: string;
  /** The caught emails sent to `to` whose subject matches, oldest first. */
  mailTo: (to: string, subject?: RegExp) => CaughtMail[];
  /** The first link in an email's text that starts with `prefix` (absolute URL). */
  linkIn: (mail: CaughtMail, prefix: string) => string;
  stop: () => Promise<void>;
}

export async function startListingRig(clockStart: Date): Promise<ListingRig> {
  const [mock, smtp] = await Promise.all([startStripeMock(), startSmtpCatcher()]);
  const dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  const server = await startServer(dataDir, stripeEnv(mock.url, { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' }), { clockStart });
  mock.webhook = { url: `${server.baseUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  return {
    server,
    mock,
    smtp,
    dataDir,
    mailTo: (to, subject) => smtp.messages.filter((m) => m.envelopeTo.includes(to) && (!subject || subject.test(m.parsed.subject ?? ''))),
    linkIn: (mail, prefix) => {
      const found = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
      if (!found) throw new Error(`No link starting with ${prefix} in "${mail.parsed.subject}"`);
      return found;
    },
    stop: async () => {
      await server.stop();
      await Promise.all([mock.close(), smtp.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
