import { openDatabase, type AppDatabase } from '../../local-store/open-database';

let database: Promise<AppDatabase> | undefined;

/** The page's instance of the local database; the replication worker opens its own. */
export function getDatabase(): Promise<AppDatabase> {
  database ??= openDatabase();
  return database;
}
