import { readdir } from 'node:fs/promises';
import { Migrator, type Migration } from 'kysely';
import type { Database, Dialect } from './database';

const FOLDER = new URL('./migrations/', import.meta.url);
// A migration is a file named like '004-chat-reads.ts' that exports `migration(dialect)`.
const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.(ts|js)$/;

type MigrationModule = { migration: (dialect: Dialect) => Migration };

/**
 * Every migration in server/db/migrations, run in name order; the same files serve SQLite and
 * PostgreSQL. A new one is picked up without being listed anywhere.
 */
export async function migrations(database: Database): Promise<Record<string, Migration>> {
  const files = (await readdir(FOLDER)).filter((file) => MIGRATION_FILE.test(file) && !file.includes('.test.')).sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const name = (MIGRATION_FILE.exec(file) as RegExpExecArray)[1] as string;
      const module = (await import(new URL(file, FOLDER).href)) as Partial<MigrationModule>;
      if (typeof module.migration !== 'function') throw new Error(`Migration ${file} exports no migration(dialect)`);
      return [name, module.migration(database.dialect)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => migrations(database) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
