/**
 * The W3C Nu HTML checker (vnu.jar from the npm package `vnu-jar`) run by the system's Java: many
 * pages in one Java start, since starting the JVM costs more than checking a page.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makeTempDir } from './fixture';

/** One message of the checker about a page. */
export interface NuMessage {
  /** The page's address as it was handed in. */
  page: string;
  /** 'error' and 'non-document-error' make a page invalid; 'info' is a warning or a note. */
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The path of vnu.jar in node_modules. */
const vnuJarPath = (): string => String(createRequire(import.meta.url)('vnu-jar'));

/** The `java` command when one runs here, else null (Debian: `apt-get install default-jre-headless`). */
export function findJava(): string | null {
  const candidates = [...(process.env.JAVA_HOME ? [path.join(process.env.JAVA_HOME, 'bin', 'java')] : []), 'java'];
  return candidates.find((command) => spawnSync(command, ['-version']).status === 0) ?? null;
}

/** A file name for a page's address, e.g. '/nl/restaurants?open=now' -> 'nl_restaurants_open_now-12.html'. */
const fileNameFor = (address: string, index: number): string => `${address.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${index}.html`;

/** What one run of the checker answered: the pages it read and its messages about them. */
export interface NuReport {
  checked: string[];
  messages: NuMessage[];
}

/**
 * Checks every page (address -> HTML) in one run of the checker; pages and messages are named by
 * their address. Throws when the checker itself fails (no JSON report).
 */
export async function checkPages(java: string, pages: ReadonlyMap<string, string>): Promise<NuReport> {
  const dir = makeTempDir('guide-vnu-');
  const addressOf = new Map<string, string>();
  [...pages].forEach(([address, html], index) => {
    const file = path.join(dir, fileNameFor(address, index));
    fs.writeFileSync(file, html);
    addressOf.set(file, address);
  });
  // --stdout: the JSON report on stdout, and (--verbose) the name of each file read on stderr.
  // The checker exits with 1 when it found errors.
  const args = ['-jar', vnuJarPath(), '--format', 'json', '--stdout', '--verbose', ...addressOf.keys()];
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    execFile(java, args, { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      if (error && error.code !== 1) reject(new Error(`The Nu checker failed (${error.message}):\n${err}`));
      else resolve({ stdout: out, stderr: err });
    });
  });
  const report = JSON.parse(stdout) as { messages: (Omit<NuMessage, 'page'> & { url?: string })[] };
  const messages = report.messages.map(({ url, ...message }) => {
    const file = url ? decodeURIComponent(new URL(url).pathname) : '';
    return { page: addressOf.get(file) ?? file, ...message };
  });
  const checked = stderr.split('\n').flatMap((line) => addressOf.get(line.trim()) ?? []);
  return { checked, messages };
}

/** Whether a message makes its page invalid (warnings and notes do not). */
export const isNuError = (message: NuMessage): boolean => message.type === 'error' || message.type === 'non-document-error';

/** One line per message, for a failing assertion: page, line, text and the markup it is about. */
export const describeNuMessages = (messages: NuMessage[]): string =>
  messages.map((m) => `${m.page}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`).join('\n');
