/** Vitest global setup: hands every test file the seeded fixture folder to copy. */
import type { TestProject } from 'vitest/node';
import { ensureFixture } from './fixture-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('fixtureDir', await ensureFixture());
}
