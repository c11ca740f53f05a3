/**
 * `npm run screenshots [-- <label>]`: full-page PNGs of every public page (the routes in src/pages)
 * in English and Dutch at 412 and 1280 px, and of every admin tab, into `screenshots/<label>/`
 * (default label 'current'; the folder is git-ignored), to compare a design change before and after.
 * Uses the built site (`npm run build` first; it builds when dist/ is missing) with a copy of the
 * seeded test fixture, signs in as the fixture's admin, and keeps shots stable: the server's and the
 * browser's clocks stand still at the fixture's seed moment, animations and transitions are off, lazy
 * images are loaded first. Every shot path must answer 200, or the run stops listing those that do not.
 *
 * `npm run screenshots -- --before <commit> [<label>]` (default label 'before') shoots that commit
 * the same way: a temporary git worktree of it under screenshots/.trees/ with this checkout's
 * node_modules linked (`npm ci` there only when its lockfile differs), built, served on its own
 * fixture by its own tests/helpers, shot with this script's shot rules on its own src/pages, removed.
 * `npm run screenshots:pairs` then puts the two runs side by side (scripts/screenshots-pairs.ts).
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { LANGS, shootSite, type Site } from './screenshots-browser';
import { publicShots, unanswered } from './screenshots-shots';

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const LAUNCHER = path.resolve('scripts/screenshots-server.ts');

const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const commit = beforeAt >= 0 ? args.splice(beforeAt, 2)[1] : undefined;
if (beforeAt >= 0 && !commit) throw new Error('--before needs a commit, e.g. `npm run screenshots -- --before b0347c7`');
const label = args[0] ?? (commit ? 'before' : 'current');
if (!/^[\w.-]+$/.test(label) || label === 'pairs') throw new Error(`The label must be letters, digits, '.', '_' or '-' (not 'pairs'): ${label}`);
const outDir = path.resolve('screenshots', label);

const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

interface Tree {
  root: string;
  sha: string;
  remove: () => void;
}

/** A built temporary worktree of `ref` under screenshots/.trees/ (git-ignored). */
function prepareTree(ref: string, env: NodeJS.ProcessEnv): Tree {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = path.resolve('screenshots/.trees', sha.slice(0, 12));
  const remove = () => {
    if (fs.existsSync(root)) execFileSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' });
    fs.rmSync(root, { recursive: true, force: true });
    if (fs.existsSync(path.dirname(root)) && fs.readdirSync(path.dirname(root)).length === 0) fs.rmdirSync(path.dirname(root));
    git('worktree', 'prune');
  };
  remove();
  fs.mkdirSync(path.dirname(root), { recursive: true });
  git('worktree', 'add', '--detach', root, sha);
  try {
    const lockfile = execFileSync('git', ['show', `${sha}:package-lock.json`], { encoding: 'utf8' });
    if (lockfile === fs.readFileSync('package-lock.json', 'utf8')) fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
    else execSync('npm ci', { cwd: root, stdio: 'inherit', env });
    const started = Date.now();
    execSync('npm run build', { cwd: root, stdio: 'inherit', env });
    console.log(`Built ${sha.slice(0, 12)} in ${seconds(started)} s`);
  } catch (error) {
    remove();
    throw error;
  }
  return { root, sha, remove };
}

/** Starts a checkout's built server on its fixture (scripts/screenshots-server.ts run in that checkout). */
function startSite(root: string, env: NodeJS.ProcessEnv): Promise<{ site: Site; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', LAUNCHER], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.kill('SIGTERM'));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The screenshot server in ${root} exited with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"baseUrl"')) return void console.log(line);
      const started = JSON.parse(line) as { baseUrl: string; clock: string; admin: Site['admin'] };
      resolve({ site: { ...started, clock: new Date(started.clock) }, stop });
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = { ...process.env };
  delete env.DATA_DIR;
  delete env.DATABASE_PATH;
  let tree: Tree | undefined;
  if (commit) {
    delete env.ASTRO_OUT_DIR;
    tree = prepareTree(commit, env);
  } else {
    const entry = path.resolve(process.env.ASTRO_OUT_DIR || 'dist', 'server/entry.mjs');
    if (!fs.existsSync(entry)) execSync('npm run build', { stdio: 'inherit' });
  }
  const root = tree?.root ?? process.cwd();
  const sha = tree?.sha ?? git('rev-parse', 'HEAD');
  try {
    const { site, stop } = await startSite(root, env);
    try {
      const shots = publicShots(path.join(root, 'src/pages'));
      const bad = await unanswered(site.baseUrl, shots, LANGS);
      if (bad.length > 0) throw new Error(`These shot paths do not answer 200:\n  ${bad.join('\n  ')}`);
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      console.log(`Screenshots of ${sha.slice(0, 12)} into ${path.relative(process.cwd(), outDir)}/ (clock ${site.clock.toISOString()})`);
      const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
      try {
        await shootSite(browser, site, shots, outDir);
      } finally {
        await browser.close();
      }
      const run = {
        label,
        commit: sha,
        dirty: !tree && git('status', '--porcelain', '--untracked-files=no') !== '',
        clock: site.clock.toISOString(),
        at: new Date().toISOString(),
        seconds: seconds(started),
      };
      fs.writeFileSync(path.join(outDir, 'run.json'), `${JSON.stringify(run, null, 2)}\n`);
      const count = fs.readdirSync(outDir).filter((f) => f.endsWith('.png')).length;
      console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir)}/ in ${run.seconds} s`);
    } finally {
      await stop();
    }
  } finally {
    tree?.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
