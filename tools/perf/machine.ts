/** The machine a benchmark ran on, for the record in BENCHMARKS.md. */
import fs from 'node:fs';
import os from 'node:os';

/** CPU model (from /proc/cpuinfo where there is one), cores, RAM and Node version, on one line. */
export function describeMachine(): string {
  let model = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? model;
  } catch {
    // not Linux: os.cpus() is good enough
  }
  const ram = Math.round(os.totalmem() / 1024 ** 3);
  return `${model}, ${os.cpus().length} cores, ${ram} GB RAM, Node ${process.versions.node}, ${os.type()} ${os.release()}`;
}

/** Today's date as YYYY-MM-DD. */
export function getToday(): string {
  return new Date().toISOString().slice(0, 10);
}
