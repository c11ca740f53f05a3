/** Memory of a running process, read from /proc (Linux). */
import fs from 'node:fs';

/** Resident set size of a process in MB, or NaN when /proc cannot tell. */
export function readRssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
