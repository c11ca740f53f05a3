/** Starts the built server (dist/, through scripts/serve.ts) on a free loopback port for API and browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output: () => string;
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

/** The serving code `npm start` uses, without its build and data preparation steps. */
const SERVE_SCRIPT = path.resolve('scripts/serve.ts');

/**
 * Starts the built site (ASTRO_OUT_DIR or dist/) through scripts/serve.ts with a data folder that
 * is already migrated (and seeded if needed).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.resolve(process.env.ASTRO_OUT_DIR || 'dist', 'server/entry.mjs');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does).`);
  const port = await getFreePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SCRIPT], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/favicon.ico`, child, 20_000, () => output);
  return {
    baseUrl,
    port,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
