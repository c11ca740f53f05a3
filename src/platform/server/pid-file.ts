/** DATA_DIR/server.pid: tells `npm run restore` (and operators) that a server is using this data folder. */
import fs from 'node:fs';
import path from 'node:path';

/** The pid file of a data folder. */
function getPidFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

/** Records this process as the data folder's server. */
export function writePidFile(dataDir: string): void {
  fs.writeFileSync(getPidFile(dataDir), `${process.pid}\n`);
}

/** Removes the pid file if it is ours. */
export function removePidFile(dataDir: string): void {
  const file = getPidFile(dataDir);
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
  } catch {
    // already gone
  }
}

/** The pid of a live server using the data folder, or null (no file, or a stale one left by a crash). */
export function findRunningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(getPidFile(dataDir), 'utf8').trim(), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
