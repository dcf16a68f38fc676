import type { AppDatabase } from '../../local-store/open-database';
import { getDatabase, isDatabaseOpen } from './database';

/**
 * Runs a screen's first read while its code loads: a route's loader calls it, and the read keeps what
 * it found where the screen's live query starts from (its `initial`), so the screen draws its data in
 * its first render instead of a loading state, then a query, then the data. The returned promise waits
 * for the read for at most `waitMs` (keep it under the router's 150 ms before a pending screen); before
 * the database is open nothing waits: the screen shows its loading state meanwhile. A failed read is
 * the live query's to report: here it is dropped.
 */
export function readWhileCodeLoads(read: (db: AppDatabase) => Promise<unknown>, waitMs: number): Promise<void> {
  // A page the server renders has no local database: it shows what it was handed.
  if (import.meta.env.SSR) return Promise.resolve();
  const wait = isDatabaseOpen() ? waitMs : 0;
  const done = getDatabase()
    .then(read)
    .then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, wait))]);
}

/** A loader's read is for the screen being opened now: one that mounts later reads afresh. */
export const PRELOADED_READ_MS = 2_000;

/**
 * How many keys' reads a tab keeps for guesses: the screens (or documents) a member opened most recently;
 * a long day of browsing questions must not keep every page it read.
 */
export const PRELOADED_READS_KEPT = 500;

/**
 * What screens' loaders read, by key, for the screen that asked for it: it starts from the read and its
 * live query follows from there. A read older than `PRELOADED_READ_MS` is not given out.
 *
 * Each key's last read, however old, is also a guess (`guess`): a loader reads beside a document what
 * the document named when this tab last read it, and checks that against the document it reads.
 */
export function createPreloadedReads<T>(limit = PRELOADED_READS_KEPT) {
  const reads = new Map<string, { value: T; at: number }>();
  // The newest last (a Map keeps the order of insertion): past the limit, the key read longest ago goes.
  const put = (key: string, read: { value: T; at: number }) => {
    reads.delete(key);
    reads.set(key, read);
    if (reads.size > limit) reads.delete(reads.keys().next().value as string);
  };
  return {
    /** A loader's read, for the screen being opened. */
    keep(key: string, value: T): void {
      put(key, { value, at: Date.now() });
    },
    /** A later read of the same (a screen's live query): the guess from now on, given out no longer than the loader's. */
    seen(key: string, value: T): void {
      put(key, { value, at: reads.get(key)?.at ?? Number.NEGATIVE_INFINITY });
    },
    recall(key: string): T | undefined {
      const read = reads.get(key);
      return read && Date.now() - read.at <= PRELOADED_READ_MS ? read.value : undefined;
    },
    guess(key: string): T | undefined {
      return reads.get(key)?.value;
    },
    /** Forgets every read (tests, whose databases come and go). */
    clear(): void {
      reads.clear();
    },
  };
}

/**
 * Documents by id for `ids`, from what a read of the `guessed` ids found (beside another read, as a
 * loader reads what a document named last time beside the document): only the ids not guessed are
 * read now, so a right guess costs no read after the document's.
 */
export async function completeRead<D>(
  ids: readonly string[],
  guessed: ReadonlySet<string>,
  found: ReadonlyMap<string, D> | undefined,
  read: (missing: string[]) => Promise<ReadonlyMap<string, D>>,
): Promise<Map<string, D>> {
  const docs = new Map(found);
  const missing = ids.filter((id) => !guessed.has(id));
  if (missing.length > 0) for (const [id, doc] of await read(missing)) docs.set(id, doc);
  return docs;
}

/**
 * Whether a read says what the one shown says, compared by content: a live query's first result after
 * the loader's read is a new object that most often says the same, and the screen is not drawn again.
 */
export const sameContent = <T>(shown: T, next: T): boolean => shown === next || JSON.stringify(shown) === JSON.stringify(next);

/**
 * Documents a loader read by id, each found or known absent, for a screen's first render: it draws the
 * names its rows show instead of drawing them a moment later. `recall` answers only when every id asked
 * was read.
 */
export function createPreloadedDocs<T>() {
  const reads = createPreloadedReads<T | null>();
  return {
    keep(ids: readonly string[], found: ReadonlyMap<string, { toJSON: () => unknown }>): void {
      for (const id of ids) reads.keep(id, (found.get(id)?.toJSON() as T | undefined) ?? null);
    },
    recall(ids: readonly string[]): Map<string, T> | undefined {
      const docs = new Map<string, T>();
      for (const id of ids) {
        const read = reads.recall(id);
        if (read === undefined) return undefined;
        if (read !== null) docs.set(id, read);
      }
      return docs;
    },
  };
}

/** Whether two reads by id hold the same documents, each saying the same. */
export const sameDocsById = <T>(shown: ReadonlyMap<string, T>, next: ReadonlyMap<string, T>): boolean =>
  shown === next || (shown.size === next.size && [...shown].every(([id, doc]) => next.has(id) && sameContent(doc, next.get(id))));
