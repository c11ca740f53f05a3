// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'nl'],
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'never' },
  security: {
    checkOrigin: true,
  },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2'] },
  },
});
