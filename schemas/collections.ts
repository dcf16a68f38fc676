import type { RxConflictHandler, RxJsonSchema, WithDeleted } from 'rxdb';
import { eventSchema, type EventDoc } from './event.schema';

/** One database name for the page and the worker: both open it, RxDB links them. */
export const DATABASE_NAME = 'meetverse';

const SERVER_STAMPS = new Set(['updatedAt']);

/** Two states are the same if they differ only in what the server stamps. */
export function sameDocument(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (SERVER_STAMPS.has(key) || key === '_meta' || key === '_rev' || key === '_attachments') continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

/** Events are edited by their organiser only: the server's state wins. */
export function serverWins<T>(): RxConflictHandler<T> {
  return {
    isEqual: (a, b) => sameDocument(a as Record<string, unknown>, b as Record<string, unknown>),
    resolve: async (input) => input.realMasterState as WithDeleted<T>,
  };
}

export type CollectionSpec<T> = { schema: RxJsonSchema<T>; conflictHandler: RxConflictHandler<T> };

export const collectionSpecs = {
  events: { schema: eventSchema, conflictHandler: serverWins<EventDoc>() } satisfies CollectionSpec<EventDoc>,
};

export type CollectionName = keyof typeof collectionSpecs;
export const COLLECTION_NAMES = Object.keys(collectionSpecs) as CollectionName[];
