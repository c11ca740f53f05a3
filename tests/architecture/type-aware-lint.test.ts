/**
 * The type-aware lint rules (eslint.config.js) really fire: a promise left floating or handed to a
 * callback that expects nothing. Linted as the text of an existing file, which the TypeScript project knows.
 */
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const filePath = 'src/platform/text/friendly-count.ts';

async function ruleIds(code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

it('refuses a floating promise and a promise handed to a void callback, and lets a voided one through', { timeout: 120_000 }, async () => {
  const load = 'const load = async (): Promise<number> => 1;\n';
  expect(await ruleIds(`${load}export function go(): void {\n  load();\n}\n`)).toContain('@typescript-eslint/no-floating-promises');
  expect(await ruleIds(`${load}export function go(): void {\n  [1].forEach(load);\n}\n`)).toContain('@typescript-eslint/no-misused-promises');
  expect(await ruleIds(`${load}export function go(): void {\n  void load();\n}\n`)).toEqual([]);
});
