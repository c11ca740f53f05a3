/**
 * Serves the built site: validates the configuration, cleans up after a crash, loads Astro's
 * handler without its own server and serves it with ours, then shuts down gracefully on
 * SIGTERM/SIGINT (stop accepting, finish requests in flight, close the database, exit 0).
 * Used by `npm start` (after build and data preparation) and by `scripts/serve.ts` (tests, systemd).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import type { ServerConfig } from '~/platform/config/config';
import { ConfigError, loadConfig } from '~/platform/config/load-config.server';
import { logError, logEvent } from '~/platform/log/logger';
import { cleanUpAfterCrash, type CleanupSummary } from '~/platform/maintenance/cleanup.server';
import { makeDataPrivate } from '~/platform/maintenance/private-data.server';
import { getDatabasePath, getDataDir } from '~/platform/paths.server';
import { wrapHandler } from '~/platform/server/handler-chain';
import { describeMethodNotAllowed, KNOWN_METHODS } from '~/middleware/method-rules';
import { createGuideServer, type GuideServer, type RequestHandler } from '~/platform/server/http-server';
import { runShutdownHooks } from '~/platform/server/lifecycle';
import { getServerClock, installServerClock, type Clock } from '~/platform/clock/server-clock';
import { removePidFile, writePidFile } from '~/platform/server/pid-file';

const siteMethodRules = { known: KNOWN_METHODS, describeNotAllowed: describeMethodNotAllowed };
import { startMailDelivery, type MailDelivery } from '~/features/mail/delivery.server';
import { startListingScheduler, type ListingScheduler } from '~/features/listings/lifecycle/start-scheduler.server';

export interface RunningSite {
  /** The address to show people, e.g. http://localhost:4321. */
  baseUrl: string;
  config: ServerConfig;
  /** Runs the listing jobs that are due at the server clock's now (a test entry calls it after moving its clock). */
  runScheduledJobs: () => Promise<unknown>;
}

export interface ServeOptions {
  /**
   * Another clock for this process (tests/helpers/moving-clock-server.ts only). Production entries
   * (scripts/serve.ts, npm start) never pass one, and no setting or endpoint can.
   */
  clock?: Clock;
}

/** The built server entry: $SERVER_ENTRY, else $ASTRO_OUT_DIR/server/entry.mjs, else dist/server/entry.mjs. */
export function getServerEntry(): string {
  return path.resolve(process.env.SERVER_ENTRY || path.join(process.env.ASTRO_OUT_DIR || 'dist', 'server/entry.mjs'));
}

/** The validated configuration; stops the process with a message naming each bad setting otherwise. */
export function loadConfigOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\nThe server did not start. See .env.example for every setting.`);
    process.exit(1);
  }
}

async function loadAstroHandler(entry: string): Promise<RequestHandler> {
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  // The standalone entry starts its own server on import unless told not to; we serve its handler ourselves.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const mod = (await import(pathToFileURL(entry).href)) as { handler?: RequestHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export a request handler`);
  return mod.handler;
}

function runStartupCleanup(): void {
  const file = getDatabasePath();
  if (!fs.existsSync(file)) {
    console.error(`${file} does not exist: prepare the data folder first (npm start does; or npm run db:migrate).`);
    process.exit(1);
  }
  const db = new Database(file, { fileMustExist: true });
  let summary: CleanupSummary;
  try {
    db.pragma('busy_timeout = 5000');
    summary = cleanUpAfterCrash(db, getServerClock()());
  } finally {
    db.close();
  }
  if (summary.tempRemoved + summary.orphanUploadsRemoved + summary.orphanReceiptsRemoved + summary.expiredDeletionsRemoved > 0) {
    logEvent('startup_cleanup', { ...summary }, 'warn');
  }
}

/** Shuts down gracefully on SIGTERM/SIGINT; a second signal exits at once. */
function handleStopSignals(site: GuideServer, config: ServerConfig, mail: MailDelivery, scheduler: ListingScheduler): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      logEvent('shutdown_forced', { signal }, 'warn');
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    logEvent('shutdown_started', { signal, inFlight: site.inFlight() });
    // Requests in flight, the email being sent and the scheduler tick all finish; nothing new starts.
    await Promise.all([site.shutdown(), mail.stop(), scheduler.stop()]);
    await runShutdownHooks((name, error) => logError('shutdown_hook_failed', error, { hook: name }));
    removePidFile(config.dataDir);
    logEvent('shutdown_complete', { ms: Date.now() - started });
    process.exit(0);
  };
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
  // EXIT_WITH_PARENT=1 (test runs): a runner killed before its cleanup must not leave servers behind.
  if (process.env.EXIT_WITH_PARENT === '1') {
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && void stop('SIGTERM'), 1000).unref();
  }
}

/** The address to show for the listening server. */
function describeBaseUrl(config: ServerConfig): string {
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  return `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`;
}

/** Starts serving; resolves once the server listens. Exits the process on bad configuration or a taken port. */
export async function serveSite(options: ServeOptions = {}): Promise<RunningSite> {
  if (options.clock) installServerClock(options.clock);
  const config = loadConfigOrExit();
  makeDataPrivate(getDataDir(), getDatabasePath());
  runStartupCleanup();
  const handler = await loadAstroHandler(getServerEntry());
  const site = createGuideServer({
    handler,
    wrap: wrapHandler,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
    methods: siteMethodRules,
  });
  try {
    await site.listen(config.port, config.host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${config.port} on ${config.host} is already in use (set PORT to another port).` : String(error));
    process.exit(1);
  }
  writePidFile(config.dataDir);
  const scheduler = startListingScheduler();
  handleStopSignals(site, config, startMailDelivery(), scheduler);
  process.on('unhandledRejection', (reason) => logError('unhandled_rejection', reason));
  logEvent('server_started', { host: config.host, port: config.port, pid: process.pid, node: process.version });
  return { baseUrl: describeBaseUrl(config), config, runScheduledJobs: scheduler.runNow };
}
