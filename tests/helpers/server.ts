/** Starts the built server (dist/, through scripts/serve.ts) on a free loopback port for API and browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENTRIES } from './server-entries';

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output: () => string;
  /**
   * Moves the server's clock and resolves once the scheduled jobs due at that moment have run
   * (servers started with `clockStart` only; the others run on the system clock and cannot be moved).
   */
  setClock: (at: Date) => Promise<void>;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number, output: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}:\n${output().slice(-2000)}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * How to run an entry: the bundle a test runner's global setup made this run (tests/helpers/server-entries.ts,
 * announced by GUIDE_SERVER_BUNDLES=1), else the TypeScript source through tsx (scripts such as the benchmarks).
 */
function entryArgs(entry: (typeof SERVER_ENTRIES)[keyof typeof SERVER_ENTRIES]): string[] {
  return process.env.GUIDE_SERVER_BUNDLES === '1' ? [entry.bundle] : ['--import', 'tsx', path.resolve(entry.source)];
}

export interface StartServerOptions {
  /** Serve on a clock that starts here and moves only by `setClock`. */
  clockStart?: Date;
}

/** Sends clock moves over the child's IPC channel and waits for each answer. */
function clockMover(child: ChildProcess): (at: Date) => Promise<void> {
  let next = 0;
  return (at) =>
    new Promise<void>((resolve, reject) => {
      if (!child.send) return reject(new Error('This server runs on the system clock: start it with clockStart.'));
      const id = ++next;
      const onMessage = (answer: { id: number; ok: boolean; error?: string }) => {
        if (answer.id !== id) return;
        child.off('message', onMessage);
        if (answer.ok) resolve();
        else reject(new Error(answer.error));
      };
      child.on('message', onMessage);
      child.send({ id, at: at.toISOString() });
    });
}

/**
 * Starts the built site (ASTRO_OUT_DIR or dist/) through scripts/serve.ts with a data folder that
 * is already migrated (and seeded if needed).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const entry = path.resolve(process.env.ASTRO_OUT_DIR || 'dist', 'server/entry.mjs');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does).`);
  const port = await getFreePort();
  let output = '';
  const moving = options.clockStart !== undefined;
  // scripts/serve.ts: the serving code `npm start` uses, without its build and data preparation steps.
  const child = spawn(process.execPath, entryArgs(moving ? SERVER_ENTRIES.movingClock : SERVER_ENTRIES.serve), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_PATH: '',
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      SERVER_ENTRY: entry,
      // Stop when the test runner dies before its cleanup.
      EXIT_WITH_PARENT: '1',
      ...(moving ? { TEST_CLOCK_START: options.clockStart?.toISOString() } : {}),
      ...env,
    },
    stdio: moving ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a loaded two-core CI machine a start (tsx, the bundle, the scheduler's first tick) can take over 20 s.
  try {
    await waitForServer(`${baseUrl}/favicon.ico`, child, 60_000, () => output);
  } catch (error) {
    // A server that never answered is not left running behind the failed test.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    port,
    process: child,
    output: () => output,
    setClock: clockMover(child),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
