import { parseLiveSnapshot, type LiveSnapshot } from './live-snapshot';

const PREFIX = 'meetverse.bigScreen.';

/** The last snapshot of an event on this device, and until when it was known to be current. */
export type CachedSnapshot = { snapshot: LiveSnapshot; confirmedAt: number };

const keyOf = (slugOrId: string) => `${PREFIX}${slugOrId}`;

/** The snapshot kept for this address of the event, or null; a damaged entry is dropped, never thrown. */
export function readCachedSnapshot(slugOrId: string, storage: Storage | undefined = globalThis.localStorage): CachedSnapshot | null {
  // A page the server renders has none: a first visit starts from the server's snapshot.
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(keyOf(slugOrId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as { snapshot?: unknown; confirmedAt?: unknown };
    const confirmedAt = Number(stored.confirmedAt);
    if (!Number.isFinite(confirmedAt)) throw new Error('Not a cached snapshot: confirmedAt should be a time');
    return { snapshot: parseLiveSnapshot(stored.snapshot), confirmedAt };
  } catch (error) {
    console.warn(`Dropping the kept big-screen snapshot of ${slugOrId}`, error);
    try {
      storage.removeItem(keyOf(slugOrId));
    } catch {
      // Storage that cannot be written to keeps the entry; it is ignored again next time.
    }
    return null;
  }
}

/**
 * Keeps the snapshot under each address of the event (the one in the path, its slug and its id), so a
 * reload with no network shows it whichever way the screen was opened. A full or blocked storage only
 * loses the copy, never the screen.
 */
export function writeCachedSnapshot(slugOrId: string, entry: CachedSnapshot, storage: Storage = localStorage): void {
  const value = JSON.stringify(entry);
  const keys = new Set([slugOrId, entry.snapshot.event.id, ...(entry.snapshot.event.slug ? [entry.snapshot.event.slug] : [])]);
  for (const key of keys) {
    try {
      storage.setItem(keyOf(key), value);
    } catch (error) {
      console.warn('Could not keep the big-screen snapshot on this device', error);
      return;
    }
  }
}
