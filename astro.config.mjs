// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defaultLocale, locales } from './src/platform/i18n/config.ts';
import { PAGE_CACHE_ROUTE_RULES } from './src/platform/cache/route-rules.ts';
import { pwaIntegration } from './src/platform/pwa/astro-integration.ts';
import { islandDirectives } from './src/platform/islands/astro-integration.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  // Separate output and cache folders let several builds run side by side (parallel work, benchmarks).
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  output: 'server',
  // No streaming: the page cache in front of Astro buffers each body anyway (to compress it and
  // give it an ETag), and rendering to one string costs far less CPU than encoding every chunk.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  // pwaIntegration: app icons and the service worker (dist/client/sw.js), written after each build.
  // React parts that Astro renders on the server (cards, icons, pagination) render to one string as well: a
  // streamed render per card (and another for the renderer's check of each) cost more than the cards themselves.
  // islandDirectives: client:interaction, hydrating an island at the first interaction with it.
  integrations: [react({ experimentalDisableStreaming: true }), islandDirectives(), pwaIntegration()],
  // The languages are listed once, in src/platform/i18n/config.ts; the page routes (src/pages/[...locale]) follow them.
  i18n: {
    defaultLocale,
    locales: [...locales],
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  // Page cache (issue 7): the routes below are marked cacheable by our provider and kept, compressed,
  // by the page cache in front of Astro (src/platform/cache); admin writes clear them by tag.
  cache: { provider: { name: 'guide-page-cache', entrypoint: './src/platform/cache/astro-provider.ts' } },
  routeRules: PAGE_CACHE_ROUTE_RULES,
  build: { inlineStylesheets: 'never' },
  // Shiki's inline styles break under the CSP below; nothing here highlights code.
  markdown: { syntaxHighlight: false },
  security: {
    // Off: src/middleware/security.ts checks the Origin of every write against SITE_URL (JSON, PUT and
    // DELETE too, which Astro's check leaves out), and lets through the one write that must come without
    // one: a mail provider's one-click unsubscribe (RFC 8058). Astro's check, run before it, would refuse that.
    checkOrigin: false,
    // Content-Security-Policy (a response header on on-demand pages): Astro hashes its own scripts and
    // styles; no 'unsafe-inline' for scripts. Google's tag loads only when PUBLIC_ANALYTICS_ID is set, and
    // only then does the page's policy name its hosts (src/ui/layout/Analytics.astro adds them).
    // Inline styles stay allowed: Radix sets style attributes and injects a scroll-lock <style>.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        // Admins may point an image at any https address (the content schemas allow it).
        "img-src 'self' data: blob: https:",
        "connect-src 'self'",
        "font-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        // The checkout page adds Stripe's hosted pages for itself (src/features/listings/payments/stripe.server.ts).
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : undefined,
    plugins: [tailwindcss()],
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2'] },
  },
});
