/**
 * The data folder is the service user's alone (issue 14, item 6): the folder 0700, the database
 * with its -wal/-shm, receipts and key files 0600, whether they existed before the start (made by
 * an older version, a copy or a restore) or are written while it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendReceiptOrder } from '../crash/write-load';
import { startServer, type RunningServer } from '../helpers/server';
import { makeEmptyDataDir } from './data-dir';

let server: RunningServer | null = null;
afterAll(() => server?.stop());

const modeOf = (file: string): string => (fs.statSync(file).mode & 0o777).toString(8);

/** Every folder and file under dir with its mode, e.g. { '.': '700', 'guide.db': '600' }. */
function listModes(dir: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(dir) };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(dir, full)] = modeOf(full);
  }
  return modes;
}

describe('data folder permissions', () => {
  it('tightens what exists at start to owner-only, and creates new files owner-only', async () => {
    const dir = makeEmptyDataDir();
    // As an older version (or a copy with the default umask) left them: readable by everyone.
    fs.mkdirSync(path.join(dir, 'uploads', 'abc'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads', 'abc', '400.webp'), 'x');
    fs.writeFileSync(path.join(dir, 'two-factor.key'), 'k');
    for (const [file, mode] of [
      ['.', 0o755],
      ['uploads', 0o755],
      ['uploads/abc', 0o755],
      ['uploads/abc/400.webp', 0o644],
      ['two-factor.key', 0o644],
      ['guide.db', 0o644],
    ] as const) {
      fs.chmodSync(path.join(dir, file), mode);
    }
    server = await startServer(dir, { RATE_LIMIT_RECEIPTS: '10/600' });
    expect((await sendReceiptOrder(server.baseUrl, 'Permissions Test')).status).toBe(201);
    const modes = listModes(dir);
    expect(Object.keys(modes)).toEqual(expect.arrayContaining(['guide.db', 'guide.db-wal', 'guide.db-shm', 'receipts', 'two-factor.key']));
    const loose = Object.entries(modes).filter(([name, mode]) => mode !== (fs.statSync(path.join(dir, name)).isDirectory() ? '700' : '600'));
    expect(loose).toEqual([]);
  });
});
