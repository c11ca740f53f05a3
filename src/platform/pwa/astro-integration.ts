/**
 * The installable app and offline reading at build (issue 19): after `astro build` (whatever runs
 * it: npm run build, npm start, the tests, CI) the icons are drawn and the service worker is written.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import type { AstroIntegration } from 'astro';
import { buildIcons } from './build-icons';
import { buildServiceWorker, shellStylesheets } from './build-service-worker';

export function pwaIntegration(): AstroIntegration {
  let clientDir = '';
  let outDir = '';
  let stylesheets: string[] | null = null;
  return {
    name: 'guide-pwa',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
        outDir = fileURLToPath(config.outDir);
      },
      // The stylesheets public pages link (not the admin area's): the precached shell.
      'astro:build:ssr': ({ manifest }) => {
        stylesheets = shellStylesheets(manifest.routes);
      },
      'astro:build:done': async ({ logger }) => {
        const icons = await buildIcons(clientDir, path.join(path.dirname(fileURLToPath(import.meta.url)), 'icon.svg'));
        const sw = await buildServiceWorker(clientDir, outDir, stylesheets);
        const gzip = gzipSync(fs.readFileSync(sw.file)).length;
        logger.info(`${icons.length} icons; sw.js ${sw.bytes} bytes (${gzip} gzip), ${sw.precached} files precached`);
      },
    },
  };
}
