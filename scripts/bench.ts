/**
 * `npm run bench`: every benchmark in turn (images, scale, HTTP throughput, email, Lighthouse), each
 * printing its table; `npm run bench -- --write` also records them in BENCHMARKS.md. The npm
 * script builds the site first, so it works on a fresh clone. Each also runs alone (bench:*).
 */
import { spawnSync } from 'node:child_process';

const BENCHES = ['bench:images', 'bench:scale', 'bench:http', 'bench:mail', 'bench:lighthouse'];
const args = process.argv.slice(2);
const failed: string[] = [];

for (const name of BENCHES) {
  console.log(`\n=== npm run ${name} ${args.join(' ')}\n`);
  const run = spawnSync('npm', ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
