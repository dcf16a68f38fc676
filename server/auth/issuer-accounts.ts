import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

export type IssuerAccount = { sub: string; email: string; name: string | null };

const TABLE = 'issuer_accounts';

export async function findAccountBySub(database: Database, sub: string): Promise<IssuerAccount | undefined> {
  return (await database.db
    .selectFrom(TABLE)
    .select(['sub', 'email', 'name'])
    .where('sub', '=', sub)
    .executeTakeFirst()) as IssuerAccount | undefined;
}

export async function accountExists(database: Database, email: string): Promise<boolean> {
  return Boolean(await database.db.selectFrom(TABLE).select('sub').where('email', '=', email).executeTakeFirst());
}

/** The first sign-in of an email creates its account; later ones get the same sub back. */
export async function signInAccount(database: Database, email: string, name: string | null): Promise<IssuerAccount> {
  const { db } = database;
  await db
    .insertInto(TABLE)
    .values({ sub: randomUUID(), email, name, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  if (name) await db.updateTable(TABLE).set({ name }).where('email', '=', email).execute();
  return (await db
    .selectFrom(TABLE)
    .select(['sub', 'email', 'name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()) as IssuerAccount;
}
