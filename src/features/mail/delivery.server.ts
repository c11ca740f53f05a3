/**
 * Mail delivery in the server process (started by src/server/serve.ts): its own database
 * connection, the transport SMTP_URL asks for (or .eml files), and the sender polling the outbox
 * and woken by every request that queues mail.
 */
import { openDatabase } from '~/db/client';
import { getDatabasePath } from '~/platform/paths.server';
import { logEvent } from '~/platform/log/logger';
import { getSiteUrl } from '~/platform/config/site-config.server';
import { getServerClock } from '~/platform/clock/server-clock';
import { createMailSender, DEFAULT_LEASE_MS } from './sender.server';
import { createMailTransport, getMailSettings } from './transport.server';

export interface MailDelivery {
  /** Lets the send in flight finish, then closes the transport and the connection. */
  stop: () => Promise<void>;
}

/** Starts delivering queued mail; MAIL_POLL_MS sets how often it looks for retries that came due. */
export function startMailDelivery(env: NodeJS.ProcessEnv = process.env): MailDelivery {
  const settings = getMailSettings(env, getSiteUrl(env));
  const transport = createMailTransport(settings);
  const db = openDatabase(getDatabasePath());
  const poll = Number(env.MAIL_POLL_MS);
  const sender = createMailSender({
    db,
    transport,
    from: settings.from,
    replyTo: settings.replyTo,
    now: getServerClock(),
    pollMs: Number.isInteger(poll) && poll >= 50 ? poll : 5_000,
    // Connecting, the greeting and an idle socket are each limited to the timeout: a send fits in three.
    leaseMs: Math.max(DEFAULT_LEASE_MS, 3 * settings.timeoutMs),
  });
  sender.start();
  logEvent('mail_delivery_started', { via: transport.describe, from: settings.from });
  return {
    stop: async () => {
      await sender.stop();
      db.$client.close();
    },
  };
}
