/** Creation of admin accounts (first start, command line, admin screen). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from './password.server';
import type { Db } from '~/db/client';
import { adminUsers } from '~/db/schema';

export interface NewAdmin {
  username: string;
  email: string;
  password: string;
}

/** Usernames and emails are compared without regard to letter case; they are stored lowercased. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

/** Creates an admin with an argon2id password hash and returns its id. Throws on a duplicate username or email. */
export async function createAdmin(db: Db, input: NewAdmin): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  db.insert(adminUsers)
    .values({
      id,
      username: normalizeIdentifier(input.username),
      email: normalizeIdentifier(input.email),
      passwordHash,
    })
    .run();
  return id;
}

/** How many admin accounts exist. */
export function countAdmins(db: Db): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(adminUsers)
      .get()?.n ?? 0
  );
}
