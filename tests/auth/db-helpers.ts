/** A migrated copy of the seeded fixture database for auth tests that call the modules directly. */
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { findAdminByUsername } from '~/features/auth/accounts.server';
import { copyFixture } from '../helpers/fixture';
import { FIXTURE_ADMIN } from '../helpers/fixture-cache';

/** Opens a private copy of the fixture database and returns it with the fixture admin's id. */
export function openFixtureDb(): { db: Db; dir: string; adminId: string } {
  const dir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dir, 'guide.db'));
  const admin = findAdminByUsername(db, FIXTURE_ADMIN.username);
  if (!admin) throw new Error('fixture admin missing');
  return { db, dir, adminId: admin.id };
}
