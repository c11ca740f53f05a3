/**
 * `npm start`: builds when the sources changed since the last build, prepares the data folder,
 * then serves the site with our own Node server around Astro's handler (src/app/serve.ts).
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getServerEntry, loadConfigOrExit, serveSite } from '~/app/serve';
import { describeAdmin, prepareData } from './prepare-data';

const ROOT = process.cwd();
const ENTRY = getServerEntry();
const STAMP = path.join(path.dirname(path.dirname(ENTRY)), '.build-stamp');
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function listFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs.readdirSync(target).flatMap((name) => listFiles(path.join(target, name)));
}

/** A fingerprint of everything the build reads: paths, sizes and modification times. */
function fingerprintSources(): string {
  const h = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => listFiles(path.join(ROOT, p))).sort()) {
    if (file.endsWith('.test.ts')) continue;
    const s = fs.statSync(file);
    h.update(`${path.relative(ROOT, file)}:${s.size}:${s.mtimeMs}\n`);
  }
  return h.digest('hex');
}

function buildIfNeeded(): void {
  const fingerprint = fingerprintSources();
  const built = fs.existsSync(ENTRY) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === fingerprint;
  if (built && process.env.SKIP_BUILD !== '0') return;
  if (process.env.SKIP_BUILD === '1' && fs.existsSync(ENTRY)) return;
  console.log('Building the site (first start or sources changed)...');
  execSync('astro build', { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  fs.writeFileSync(STAMP, fingerprint);
}

loadConfigOrExit(); // before building or touching data: a typo in .env should fail in a second
buildIfNeeded();
const admin = await prepareData();
const { baseUrl, config } = await serveSite();
console.log(`\nSuriname Guide is running at ${baseUrl} (Dutch: ${baseUrl}/nl)`);
if (config.siteUrl !== baseUrl) console.log(`Public address (SITE_URL): ${config.siteUrl}`);
for (const line of describeAdmin(admin, config.siteUrl)) console.log(line);
if (!process.env.SMTP_URL?.trim())
  console.log(`Emails are written to ${path.join(config.dataDir, 'mail')} as .eml files (set SMTP_URL to send them); the admin's Emails tab lists them.`);
