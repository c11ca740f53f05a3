/**
 * Where email goes: an SMTP relay (SMTP_URL), or, with none configured, standard .eml files under
 * $DATA_DIR/mail so a fresh install shows every email it would send. Both build the message with
 * nodemailer, so the file is byte for byte what SMTP would carry.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { getDataDir } from '~/platform/paths.server';

/** A message ready to send. Only `text`, `html` and `to` can hold user text; headers get none. */
interface OutgoingMail {
  from: string;
  /** Where a reply goes: a person's inbox (MAIL_REPLY_TO, else the contact email), never the no-reply sender. */
  replyTo?: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** An https unsubscribe address of ours: sent as List-Unsubscribe with List-Unsubscribe-Post (one click, RFC 8058). */
  listUnsubscribe?: string | null;
  messageId: string;
  /** Names the .eml file, so a retry of the same row overwrites rather than adds. */
  rowId: string;
  date: Date;
}

export interface MailTransport {
  /** 'smtp://host:port' (without credentials) or the mail folder. */
  describe: string;
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
  /** Reply-To of every message (MAIL_REPLY_TO, else the contact email). */
  replyTo?: string;
  mailDir: string;
  /** Connect, greeting and idle-socket limit for SMTP: a relay that hangs fails the try after this. */
  timeoutMs: number;
}

/** The mail settings of this process (validated at start by the server configuration). */
export function getMailSettings(env: NodeJS.ProcessEnv = process.env, siteUrl = env.SITE_URL ?? 'http://localhost'): MailSettings {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  const timeout = Number(env.SMTP_TIMEOUT_MS);
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    from: env.MAIL_FROM?.trim() || `Suriname Guide <no-reply@${host.includes('.') ? host : 'localhost.localdomain'}>`,
    replyTo: env.MAIL_REPLY_TO?.trim() || env.CONTACT_EMAIL?.trim() || 'hello@surinameguide.example',
    mailDir: path.join(getDataDir(), 'mail'),
    timeoutMs: Number.isInteger(timeout) && timeout >= 100 ? timeout : 20_000,
  };
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  date: mail.date,
  // Readable as it stands in the .eml file and in a raw view; long lines are folded safely.
  textEncoding: 'quoted-printable' as const,
  // The mail client's own "Unsubscribe" (RFC 2369), done with one POST from the provider (RFC 8058).
  ...(mail.listUnsubscribe ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
});

/** An SMTP relay; one pooled connection reused between messages. */
export function createSmtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  const url = new URL(settings.smtpUrl);
  return {
    describe: `${url.protocol}//${url.host}`,
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as an .eml file (written to a temporary name, then renamed: never half a file). */
export function createFileTransport(mailDir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: mailDir,
    send: async (mail) => {
      const info = (await composer.sendMail(toNodemailer(mail))) as { message: Buffer };
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      const stamp = mail.date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const file = path.join(mailDir, `${stamp}-${mail.rowId}.eml`);
      const temp = `${file}.tmp`;
      await fs.writeFile(temp, info.message, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    close: () => composer.close(),
  };
}

/** The transport the settings ask for. */
export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? createSmtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : createFileTransport(settings.mailDir);
}
