import { openDatabase, type AppDatabase } from '../../local-store/open-database';

let database: Promise<AppDatabase> | undefined;
let opened = false;

/** The page's instance of the local database; the replication worker opens its own. */
export function getDatabase(): Promise<AppDatabase> {
  database ??= openDatabase().then((db) => {
    opened = true;
    return db;
  });
  return database;
}

/** Whether the database is open already, so a read from it takes milliseconds, not an opening. */
export function isDatabaseOpen(): boolean {
  return opened;
}
