import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqlBool, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Tables } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export type { Tables } from './tables';

export type Database = { db: Kysely<Tables>; dialect: Dialect; close: () => Promise<void> };

/** A boolean as the dialect stores it: SQLite has integers, PostgreSQL booleans. */
export const sqlBool =
  (dialect: Dialect) =>
  (value: boolean): SqlBool =>
    dialect === 'sqlite' ? (value ? 1 : 0) : value;

// int8 comes back from pg as a string by default; our stamps are milliseconds and fit a double, and
// counts (int8 too) are numbers then in both dialects.
pg.types.setTypeParser(20, (value) => Number(value));

const NO_ROLLBACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * The SQLite file as the query builder uses it, with one difference: SQLite rolls a transaction back
 * by itself when a write fails for want of room on the disk (SQLITE_FULL) or of memory, and the
 * builder's own ROLLBACK would then fail with 'no transaction is active', an error that hides the one
 * that matters (a 500 instead of 'the disk is full'). A ROLLBACK with no transaction open is skipped.
 */
export function withRollbackAfterAbort(file: SQLite.Database): SqliteDatabase {
  return {
    close: () => file.close(),
    prepare: (query: string) => (!file.inTransaction && /^\s*rollback\s*;?\s*$/i.test(query) ? NO_ROLLBACK : file.prepare(query)),
  };
}

/**
 * A SQLite file through better-sqlite3. Its native part is built for the Node.js that installed the
 * packages; `SQLITE_NATIVE_BINDING` names a build of it for another Node.js (the tests' second runtime).
 */
export function openSqliteFile(file: string, options: SQLite.Options = {}): SQLite.Database {
  const binding = process.env.SQLITE_NATIVE_BINDING;
  return new SQLite(file, binding ? { ...options, nativeBinding: binding } : options);
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = openSqliteFile(path.join(options.dataDir, 'meetverse.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withRollbackAfterAbort(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
