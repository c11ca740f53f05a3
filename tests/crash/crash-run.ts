/**
 * The crash loop: serve a data folder, run the write load, SIGKILL the server at a random moment,
 * restart it on the same folder (startup cleanup runs) and check everything; repeat.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../helpers/server';
import { verifyAfterCrash } from './verify';
import { connectLoad, createLedger, runWriteLoad, type Ledger } from './write-load';

export interface CrashRunOptions {
  dataDir: string;
  kills: number;
  /** Parallel writers. */
  workers?: number;
  /** The kill comes after a random time in this range (ms) of load. */
  minLoadMs?: number;
  maxLoadMs?: number;
  /** Extra server environment (e.g. generous write limits). */
  env?: Record<string, string>;
  onCycle?: (cycle: number, ledger: Ledger, timings: { restartMs: number; verifyMs: number }) => void;
}

export interface CrashRunResult {
  crashesSurvived: number;
  /** What the startup cleanup removed over all restarts: proof that kills landed mid-write. */
  cleaned: { tempRemoved: number; orphanUploadsRemoved: number; orphanReceiptsRemoved: number };
  ledger: Ledger;
  problems: string[];
  ms: number;
}

function killHard(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });
}

function listMediaIds(dataDir: string): Set<string> {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return new Set((db.prepare('SELECT id FROM media').all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

function addCleanup(total: CrashRunResult['cleaned'], output: string): void {
  const line = output.split('\n').find((l) => l.includes('"event":"startup_cleanup"'));
  if (!line) return;
  const event = JSON.parse(line) as Partial<CrashRunResult['cleaned']>;
  total.tempRemoved += event.tempRemoved ?? 0;
  total.orphanUploadsRemoved += event.orphanUploadsRemoved ?? 0;
  total.orphanReceiptsRemoved += event.orphanReceiptsRemoved ?? 0;
}

/** Runs `kills` crash cycles and returns how many were survived with every check passing. */
export async function runCrashCycles(options: CrashRunOptions): Promise<CrashRunResult> {
  const started = Date.now();
  const ledger = createLedger();
  // Images that exist before the first crash were not written under fire: only new ones get decoded.
  const checkedImages = listMediaIds(options.dataDir);
  const minMs = options.minLoadMs ?? 30;
  const maxMs = options.maxLoadMs ?? 1500;
  let survived = 0;
  const cleaned = { tempRemoved: 0, orphanUploadsRemoved: 0, orphanReceiptsRemoved: 0 };
  let server = await startServer(options.dataDir, options.env);
  try {
    for (let cycle = 1; cycle <= options.kills; cycle += 1) {
      const client = await connectLoad(server.baseUrl);
      const load = runWriteLoad(client, ledger, options.workers ?? 4);
      await new Promise((r) => setTimeout(r, minMs + Math.random() * (maxMs - minMs)));
      await killHard(server);
      await load.stop();
      const restartAt = Date.now();
      server = await startServer(options.dataDir, options.env);
      addCleanup(cleaned, server.output());
      const verifyAt = Date.now();
      const check = await verifyAfterCrash(options.dataDir, ledger, checkedImages);
      const timings = { restartMs: verifyAt - restartAt, verifyMs: Date.now() - verifyAt };
      if (check.problems.length > 0 || ledger.failures.length > 0) {
        return {
          crashesSurvived: survived,
          cleaned,
          ledger,
          problems: [...check.problems, ...ledger.failures.map((f) => `refused write: ${f}`)],
          ms: Date.now() - started,
        };
      }
      survived += 1;
      options.onCycle?.(cycle, ledger, timings);
    }
  } finally {
    await server.stop();
  }
  return { crashesSurvived: survived, cleaned, ledger, problems: [], ms: Date.now() - started };
}
