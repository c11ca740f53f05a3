/**
 * nginx from Debian serving a folder on a loopback port with its own configuration and prefix in
 * a temporary folder: the static-file baseline of `npm run bench:http`. Nothing of the system's
 * nginx setup is read or changed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/** Installs a Debian package with apt-get when its command is missing and we may (root); returns whether the command is there. */
export function ensureDebianCommand(command: string, pkg = command): boolean {
  const found = (): boolean => {
    try {
      execFileSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (found()) return true;
  if (process.getuid?.() !== 0) return false;
  console.error(`${command} is missing: apt-get install -y ${pkg} ...`);
  try {
    execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    return false;
  }
  return found();
}

function buildConfig(prefix: string, root: string, port: number): string {
  return `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri =404; }
  }
}
`;
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('nginx did not start'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Serves `files` (name → content) with nginx on a free loopback port. */
export async function startNginx(files: Record<string, string | Buffer>, port: number): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const root = path.join(prefix, 'www');
  fs.mkdirSync(root);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(root, name), content);
  // Workers may run as an unprivileged user: they must be able to read the files.
  for (const p of [prefix, root]) fs.chmodSync(p, 0o755);
  for (const name of Object.keys(files)) fs.chmodSync(path.join(root, name), 0o644);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, buildConfig(prefix, root, port));
  const bin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitForPort(port, child, 5000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
