import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

// The tables hold documents of schemas/: columns are named as the document fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tables = Record<string, any>;

export type Database = { db: Kysely<Tables>; dialect: Dialect; close: () => Promise<void> };

/** A boolean as the dialect stores it: SQLite has integers, PostgreSQL booleans. */
export const sqlBool =
  (dialect: Dialect) =>
  (value: boolean): boolean | number =>
    dialect === 'sqlite' ? (value ? 1 : 0) : value;

// int8 comes back from pg as a string by default; our stamps are milliseconds and fit a double.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'meetverse.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
