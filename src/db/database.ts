import { nextTask } from '../../local-store/next-task';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';

let database: Promise<AppDatabase> | undefined;
let opened = false;

/**
 * The page's instance of the local database; the replication worker opens its own. The page opens
 * the collections one at a time, so that opening never holds the main thread for long.
 */
export function getDatabase(): Promise<AppDatabase> {
  // In a task of its own: the screens ask for it as they mount, in the task React renders them in.
  database ??= nextTask()
    .then(() => openDatabase({ oneAtATime: true }))
    .then((db) => {
      opened = true;
      return db;
    });
  return database;
}

/** Whether the database is open already, so a read from it takes milliseconds, not an opening. */
export function isDatabaseOpen(): boolean {
  return opened;
}
