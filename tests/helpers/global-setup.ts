/** Vitest global setup: hands every test file the seeded fixture folder to copy, and bundles the server entries. */
import type { TestProject } from 'vitest/node';
import { ensureFixture } from './fixture-cache';
import { bundleServerEntries } from './server-entries';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  await bundleServerEntries();
  project.provide('fixtureDir', await ensureFixture());
}
