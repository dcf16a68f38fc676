import { Migrator, type Migration } from 'kysely';
import type { Database } from './database';
import { eventsAndUsers } from './migrations/001-events-and-users';
import { signInIssuer } from './migrations/002-sign-in-issuer';
import { questionsAndChat } from './migrations/003-questions-and-chat';

/** Migrations run in name order; the same list serves SQLite and PostgreSQL. */
export function migrations(database: Database): Record<string, Migration> {
  return {
    '001-events-and-users': eventsAndUsers(database.dialect),
    '002-sign-in-issuer': signInIssuer(),
    '003-questions-and-chat': questionsAndChat(database.dialect),
  };
}

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(database) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
