/**
 * The architecture's arrows (eslint.architecture.js) are checked by `npm run lint`; these cases make
 * sure each arrow really fails the lint, with a file placed where the violation would be.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The probe files do not exist on disk, so the type-aware rules (which need the file in the TypeScript project) are off here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const restricted = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
const use = (name: string) => `\nexport const used = ${name};\n`;

describe('architecture boundaries', () => {
  const refused: [string, string, string][] = [
    ['a page reads the database', 'src/pages/api/zz-probe.ts', `import { getDb } from '~/db/client';${use('getDb')}`],
    [
      'a feature component reads the database',
      'src/features/tours/ZzProbe.astro',
      `---\nimport { getDb } from '~/db/client';\nconst db = getDb();\n---\n<p>{String(db)}</p>\n`,
    ],
    [
      'a feature reaches into another feature',
      'src/features/home/zz-probe.ts',
      `import { listTours } from '~/features/tours/tours.server';${use('listTours')}`,
    ],
    ['the platform knows a feature', 'src/platform/zz-probe.ts', `import { tourCategories } from '~/features/tours/filters';${use('tourCategories')}`],
    ['the database layer knows a feature', 'src/db/zz-probe.ts', `import { tourCategories } from '~/features/tours';${use('tourCategories')}`],
    ['shared UI knows a feature', 'src/ui/zz-probe.ts', `import { tourCategories } from '~/features/tours';${use('tourCategories')}`],
    ['an island imports server code', 'src/features/tours/ZzProbe.tsx', `import { listTours } from './tours.server';${use('listTours')}`],
    ['a feature reaches for the global connection', 'src/features/tours/zz-probe.server.ts', `import { getDb } from '~/db/client';${use('getDb')}`],
    ['a module climbs folders instead of using ~/', 'src/features/tours/zz-probe.ts', `import { getDb } from '../../db/client';${use('getDb')}`],
  ];
  for (const [name, file, code] of refused) {
    it(`fails the lint when ${name}`, async () => {
      const ids = await ruleIdsFor(file, code);
      expect(
        ids.some((id) => restricted.includes(id)),
        ids.join(', '),
      ).toBe(true);
    });
  }

  const allowed: [string, string, string][] = [
    [
      'a feature server module reads the database it is handed',
      'src/features/tours/zz-probe.server.ts',
      `import { tours } from '~/db/schema';\nimport type { Db } from '~/db/client';\nexport const count = (db: Db): number => db.$count(tours);\n`,
    ],
    ['a feature uses another through its index', 'src/features/home/zz-probe.ts', `import { tourCategories } from '~/features/tours';${use('tourCategories')}`],
    ['a page imports a type of the database', 'src/pages/api/zz-probe.ts', `import type { Db } from '~/db/client';\nexport type Used = Db;\n`],
  ];
  for (const [name, file, code] of allowed) {
    it(`lets ${name}`, async () => {
      const ids = await ruleIdsFor(file, code);
      expect(ids.filter((id) => restricted.includes(id))).toEqual([]);
    });
  }
});
