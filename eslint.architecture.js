/**
 * The arrows of the architecture (README, Architecture), checked on every import:
 *   pages, middleware, app -> features -> ui, platform, db;   ui -> platform;   db -> platform
 * - only a feature's *.server.ts files touch src/db (type imports are fine anywhere);
 * - a feature uses another feature only through its public modules, index.ts and index.server.ts;
 * - db, platform and ui import no feature; islands (.tsx) never import *.server modules;
 * - features never reach for the global connection (getDb): they are handed one.
 * Two rules do the work so that both apply to one file: `no-restricted-imports` for the layers
 * and features, `@typescript-eslint/no-restricted-imports` for the database and server modules.
 */
import fs from 'node:fs';

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const upperLayers = {
  group: ['~/app', '~/app/**', '~/middleware', '~/middleware/**', '~/pages/**'],
  message: 'Only Astro and the server entry use app, middleware and pages.',
};
const anyFeature = { group: ['~/features', '~/features/**'], message: 'This layer knows no feature (db, platform and ui sit below the features).' };
const parentPaths = { regex: String.raw`^\.\./(?!(\.\./)*tests/helpers/)`, message: 'Import through the ~/ alias instead of climbing folders.' };
const layer = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, parentPaths] }] } });

const featureBlocks = features.map((name) =>
  layer(
    [`src/features/${name}/**/*.{ts,tsx,astro}`],
    [
      upperLayers,
      {
        group: [
          '~/features/*/**',
          `!~/features/${name}/**`,
          '!~/features/*/index',
          '!~/features/*/index.server',
          '!~/features/*/admin',
          '!~/features/*/[A-Z]*',
        ],
        // Case matters: '[A-Z]*' lets PascalCase components through, not modules such as tours.server.
        caseSensitive: true,
        message: `A feature uses another only through its index.ts, index.server.ts, admin/index.ts or the components (PascalCase files) at its root (this is ${name}).`,
      },
    ],
  ),
);

const noDatabase = {
  group: ['~/db', '~/db/**'],
  allowTypeImports: true,
  message: "Only a feature's *.server.ts touches the database: pages pass Astro.locals.db to feature functions.",
};
const noServerModules = {
  group: ['*.server', '**/*.server', '~/db/**'],
  message: 'Islands run in the browser: never import *.server modules or the database.',
};
const serverRule = (files, patterns, ignores = []) => ({ files, ignores, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } });

export function architectureRules() {
  return [
    layer(['src/db/**/*.ts'], [upperLayers, anyFeature, { group: ['~/ui', '~/ui/**', '~/i18n', '~/i18n/**'], message: 'src/db knows no feature and no UI.' }]),
    layer(
      ['src/platform/**/*.{ts,tsx,astro}'],
      [upperLayers, anyFeature, { group: ['~/ui', '~/ui/**', '~/i18n', '~/i18n/**'], message: 'src/platform knows no feature and no UI.' }],
    ),
    layer(['src/ui/**/*.{ts,tsx,astro}'], [upperLayers, anyFeature]),
    layer(
      ['src/pages/**/*.{ts,astro}', 'src/middleware/**/*.ts', 'src/app/**/*.ts'],
      [{ group: ['~/features/*/**/*.test', '~/pages/**'], message: 'Import feature modules, not tests or other routes.' }],
    ),
    ...featureBlocks,
    serverRule(
      ['src/pages/**/*.{ts,astro}', 'src/ui/**/*.{ts,tsx,astro}', 'src/features/**/*.{ts,tsx,astro}'],
      [noDatabase],
      ['src/features/**/*.server.ts', 'src/features/**/*.test.ts'],
    ),
    serverRule(['src/**/*.tsx'], [noServerModules], ['src/**/*.server.tsx']),
    // One way to the database: request code is handed Astro.locals.db (or a handle), never the global.
    {
      files: ['src/features/**/*.server.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { paths: [{ name: '~/db/client', importNames: ['getDb'], message: 'Take the database as a parameter (pages pass Astro.locals.db).' }] },
        ],
      },
    },
  ];
}
