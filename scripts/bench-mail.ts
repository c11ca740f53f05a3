/**
 * `npm run bench:mail`: how fast the built server's sender delivers queued email to a local SMTP
 * server (smtp-server in this process, accepting and discarding), and whether sending slows page
 * serving: the cached page's rate with no backlog, then while a backlog of BENCH_MAIL_BACKLOG (1,000)
 * messages is being sent. `-- --write` records the figures in the "Email" section of BENCHMARKS.md.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '~/db/client';
import { queueEmail } from '~/features/mail/outbox.server';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { getFreePort, startServer } from '../tests/helpers/server';
import { formatTable, writeBenchmarkSection } from '../tools/perf/benchmarks-file';
import { runAutocannon, runWrk, type LoadResult } from '../tools/perf/load.server';
import { describeMachine, getToday } from '../tools/perf/machine';
import { ensureDebianCommand } from '../tools/perf/nginx.server';
import { formatNumber } from '../tools/perf/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BACKLOG = Number(process.env.BENCH_MAIL_BACKLOG ?? 1000);
const CONNECTIONS = 32;
const PAGE = '/restaurants';

/** An SMTP server that takes every message and keeps only a count. */
async function startSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, count: () => received, close: () => new Promise((r) => server.close(() => r())) };
}

/** Queues `count` order emails straight into the outbox, as order writes would. */
function queueBacklog(dbFile: string, count: number): void {
  const db = openDatabase(dbFile);
  try {
    db.transaction((tx) => {
      for (let i = 0; i < count; i++) {
        const orderId = randomUUID();
        const facts = {
          orderId,
          orderNumber: `SG-B${String(i).padStart(4, '0')}`,
          planType: 'tour' as const,
          amount: 1000,
          currency: 'SRD',
          paymentMethod: 'banktransfer',
          businessName: `Bench Tours ${i}`,
          contactName: 'Bench',
          email: `bench${i}@example.com`,
          rejectionReason: null,
          paidAt: null,
          listingEndsAt: null,
          createdAt: Date.now(),
        };
        queueEmail(
          tx,
          { eventKey: `bench:${orderId}`, kind: 'buyer.bank_order_received', recipients: [facts.email], locale: i % 2 ? 'nl' : 'en', facts },
          new Date(),
        );
      }
    });
  } finally {
    db.$client.close();
  }
}

const countSent = (dbFile: string): number => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare("select count(*) n from email_outbox where status = 'sent'").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

/** Waits until `target` rows are sent; returns the seconds it took from `startedAt`. */
async function waitForSent(dbFile: string, target: number, startedAt: number): Promise<number> {
  while (countSent(dbFile) < target) await new Promise((r) => setTimeout(r, 50));
  return (performance.now() - startedAt) / 1000;
}

async function main(): Promise<void> {
  const useWrk = process.env.BENCH_LOADGEN !== 'autocannon' && ensureDebianCommand('wrk');
  const drive = (url: string, seconds: number): Promise<LoadResult> => (useWrk ? runWrk : runAutocannon)(url, { connections: CONNECTIONS, seconds });
  const sink = await startSink();
  const dataDir = copyFixture(await ensureFixture());
  const dbFile = path.join(dataDir, 'guide.db');
  const server = await startServer(dataDir, { LOG_LEVEL: 'warn', SMTP_URL: sink.url, MAIL_POLL_MS: '100' });
  try {
    const url = `${server.baseUrl}${PAGE}`;
    await drive(url, Math.min(3, SECONDS)); // warm-up, and the page cache filled
    const idle = await drive(url, SECONDS);

    // Delivery alone: the backlog with no page load.
    let started = performance.now();
    queueBacklog(dbFile, BACKLOG);
    const aloneSeconds = await waitForSent(dbFile, BACKLOG, started);

    // Pages while a second backlog is being sent.
    started = performance.now();
    queueBacklog(dbFile, BACKLOG);
    const busy = await drive(url, SECONDS);
    const sentDuringLoad = countSent(dbFile) - BACKLOG;
    const busySeconds = await waitForSent(dbFile, 2 * BACKLOG, started);
    if (sink.count() !== 2 * BACKLOG) throw new Error(`the SMTP server received ${sink.count()} messages, expected ${2 * BACKLOG}`);

    const table = formatTable(
      ['Measure', 'Value'],
      [
        [`Queued messages delivered per second, no page load (${BACKLOG} messages)`, formatNumber(BACKLOG / aloneSeconds, 0)],
        [`Cached page \`${PAGE}\`, no backlog: req/s (p99 ms)`, `${formatNumber(idle.rps, 0)} (${formatNumber(idle.p99, 1)})`],
        [`Same page while ${BACKLOG} messages are sent: req/s (p99 ms)`, `${formatNumber(busy.rps, 0)} (${formatNumber(busy.p99, 1)})`],
        [`Messages delivered during those ${SECONDS} s of page load`, `${sentDuringLoad} of ${BACKLOG} (all within ${formatNumber(busySeconds, 1)} s)`],
      ],
    );
    const share = busy.rps / idle.rps;
    const body = [
      `Measured ${getToday()} by \`npm run bench:mail\` on ${describeMachine()}.`,
      `The built server sending to an SMTP server on loopback (smtp-server in the benchmark process, accepting every message); pages driven by ${useWrk ? 'wrk (2 threads)' : 'autocannon'} at ${CONNECTIONS} connections for ${SECONDS} s; load generator, SMTP server and site share the machine's two cores.`,
      '',
      table,
      '',
      `- ${share >= 0.8 ? 'Met' : 'MISSED'}: cached page rate while sending at ${formatNumber(share * 100, 0)}% of the rate without a backlog (target at least 80%); every message arrived once (${sink.count()} received for ${2 * BACKLOG} queued).`,
    ].join('\n');
    console.log(body);
    if (process.argv.includes('--write')) writeBenchmarkSection('Email', body);
  } finally {
    await server.stop();
    await sink.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
