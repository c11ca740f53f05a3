import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.server';

describe('loadConfig', () => {
  it('creates a missing DATA_DIR and accepts it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')), 'nested', 'data');
    expect(loadConfig({ DATA_DIR: dir }).dataDir).toBe(dir);
    expect(fs.existsSync(dir)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a DATA_DIR that cannot be written, naming it', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')), 'a-file');
    fs.writeFileSync(file, 'x');
    // A folder below a regular file can never be created, even by root.
    const bad = path.join(file, 'data');
    expect(() => loadConfig({ DATA_DIR: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: bad })).toThrow(/DATA_DIR .* is not a writable folder: ENOTDIR/);
  });

  it('throws a ConfigError listing malformed settings before touching the disk', () => {
    try {
      loadConfig({ PORT: 'eighty', DATA_DIR: '/proc/forbidden' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual(['PORT must be a whole number from 1 to 65535']);
    }
  });
});
