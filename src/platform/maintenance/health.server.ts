/** The health report behind GET /healthz: process up, database answering, free disk space of DATA_DIR. */
import fs from 'node:fs/promises';
import { getDb } from '~/db/client';
import { getDataDir } from '~/platform/paths.server';

export interface HealthReport {
  status: 'ok' | 'fail';
  uptimeSeconds: number;
  database: { ok: boolean; ms: number; error?: string };
  disk: { ok: boolean; freeBytes: number | null; totalBytes: number | null; minFreeBytes: number; error?: string };
  memory: { rssBytes: number; heapUsedBytes: number };
}

/** Free space below which the disk counts as nearly full: HEALTH_MIN_FREE_MB (default 256 MB). */
function getMinFreeBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number.parseInt(env.HEALTH_MIN_FREE_MB ?? '', 10);
  return (Number.isFinite(mb) && mb >= 0 ? mb : 256) * 1024 * 1024;
}

function checkDatabase(): HealthReport['database'] {
  const started = performance.now();
  try {
    const row = getDb().$client.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    return row?.ok === 1 ? { ok: true, ms } : { ok: false, ms, error: 'unexpected answer' };
  } catch (error) {
    // The message names the problem (e.g. "file is not a database") without exposing paths or stacks.
    const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : 'unknown error';
    return { ok: false, ms: Math.round(performance.now() - started), error: message };
  }
}

async function checkDisk(minFreeBytes: number): Promise<HealthReport['disk']> {
  try {
    const stats = await fs.statfs(getDataDir());
    const freeBytes = stats.bavail * stats.bsize;
    return { ok: freeBytes >= minFreeBytes, freeBytes, totalBytes: stats.blocks * stats.bsize, minFreeBytes };
  } catch (error) {
    return { ok: false, freeBytes: null, totalBytes: null, minFreeBytes, error: (error as NodeJS.ErrnoException).code ?? 'statfs failed' };
  }
}

/** Checks the database with a trivial query and the disk with statfs. */
export async function checkHealth(): Promise<HealthReport> {
  const database = checkDatabase();
  const disk = await checkDisk(getMinFreeBytes());
  return {
    status: database.ok && disk.ok ? 'ok' : 'fail',
    uptimeSeconds: Math.round(process.uptime()),
    database,
    disk,
    memory: { rssBytes: process.memoryUsage.rss(), heapUsedBytes: process.memoryUsage().heapUsed },
  };
}
