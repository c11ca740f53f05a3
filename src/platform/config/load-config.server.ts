/** Loads the settings at start and checks what the environment alone cannot tell: that DATA_DIR is writable. */
import fs from 'node:fs';
import path from 'node:path';
import { parseConfig, type ServerConfig } from './config';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A problem message when the folder cannot be created or written, else null. */
function checkWritableDir(name: string, dir: string): string | null {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
    return null;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return `${name} (${path.resolve(dir)}) is not a writable folder: ${reason}`;
  }
}

/** The validated settings; throws a ConfigError naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = parseConfig(env);
  if (!result.ok) throw new ConfigError(result.problems);
  const problem = checkWritableDir('DATA_DIR', result.config.dataDir);
  if (problem) throw new ConfigError([problem]);
  return result.config;
}
