/**
 * A real SMTP server for tests (smtp-server), keeping every message it accepts, parsed with
 * mailparser. Its behaviour can be switched while it runs: accept, refuse (451 on every message),
 * hang (takes the connection and never greets, so the client's timeout fires), or hold (takes
 * the message and answers only once `release()` is called: a send kept in flight).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { getFreePort } from './server';

export type CatcherMode = 'accept' | 'refuse' | 'hang' | 'hold';

export interface CaughtMail {
  raw: string;
  parsed: ParsedMail;
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  /** When the whole message had arrived (ms since the epoch), before it was answered. */
  receivedAt: number;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  setMode: (mode: CatcherMode) => void;
  /** Resolves once a message is being held (mode 'hold'). */
  whenHolding: () => Promise<void>;
  /** Answers every held message: accepted. */
  release: () => void;
  /** Resolves once `count` messages were accepted in total (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<CaughtMail[]>;
  close: () => Promise<void>;
}

/** Starts a catcher on a free loopback port. */
export async function startSmtpCatcher(initial: CatcherMode = 'accept'): Promise<SmtpCatcher> {
  let mode = initial;
  const messages: CaughtMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  let holding: () => void = () => {};
  let whenHolding = new Promise<void>((r) => (holding = r));
  const resetHold = () => {
    released = new Promise<void>((r) => (release = r));
    whenHolding = new Promise<void>((r) => (holding = r));
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The hang mode keeps sockets open; close() must not wait for them.
    closeTimeout: 100,
    onConnect: (_session, callback) => {
      if (mode === 'hang') return; // never greet
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const receivedAt = Date.now();
        if (mode === 'refuse') {
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const wait = mode === 'hold' ? (holding(), released) : Promise.resolve();
        void wait
          .then(() => simpleParser(raw))
          .then((parsed) => {
            messages.push({ raw, parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address), receivedAt });
            for (const w of waiters.filter((x) => messages.length >= x.count)) w.resolve();
            callback();
          });
      });
    },
  });
  // A client killed mid-message (the crash tests SIGKILL the sending server) resets its socket;
  // smtp-server reports that as an 'error' event, which unheard would crash the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('smtp catcher:', error);
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    setMode: (m) => {
      if (m === 'hold') resetHold();
      mode = m;
    },
    whenHolding: () => whenHolding,
    release: () => release(),
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        if (messages.length >= count) return resolve(messages);
        const timer = setTimeout(() => reject(new Error(`only ${messages.length} of ${count} messages arrived`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(messages)) });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The absolute links of a message's text part. */
export function getLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}
