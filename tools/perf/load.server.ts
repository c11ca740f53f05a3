/**
 * Load generation for the benchmarks: autocannon (npm, always there) or wrk (Debian, lighter on
 * the CPU it shares with the server), and a sequential latency sampler for uncached timings.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { getPercentile } from './stats';

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** Drives a URL with autocannon; errors count connection errors, timeouts and non-2xx answers. */
export async function runAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers, timeout: 10 });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** wrk's latency figure (`1.23ms`, `850.00us`, `1.02s`) in milliseconds. */
export function parseWrkDuration(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * factor;
}

/** Reads wrk's `--latency` report. */
export function parseWrkReport(out: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const p50 = parseWrkDuration(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const p99 = parseWrkDuration(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0) + non2xx;
  return { rps, p50, p99, errors };
}

/** Drives a URL with wrk (two threads, as many as the cores). */
export async function runWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const { stdout } = await run('wrk', ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headerArgs, url], { maxBuffer: 1 << 20 });
  return parseWrkReport(stdout);
}

export interface LatencySample {
  p50: number;
  p99: number;
  /** Every request's time in ms, in order. */
  times: number[];
}

/** GETs a URL `count` times, one at a time on one kept-alive connection, and returns latency percentiles in ms. */
export async function sampleLatency(url: string, count: number, headers: Record<string, string> = {}): Promise<LatencySample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(url, { agent, headers }, (res) => {
            res.on('data', () => undefined);
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
      times.push(performance.now() - started);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
    }
  } finally {
    agent.destroy();
  }
  return { p50: getPercentile(times, 50), p99: getPercentile(times, 99), times };
}
