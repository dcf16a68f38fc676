import { PICTURE_CACHE } from '../../../lib/picture-cache';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import type { EventPackManifest } from '../../../../schemas/event-live';
export type { EventPackManifest };
/**
 * The event pack: what a member's device stores so an event's page opens with the network off (the
 * event, its questions, its agenda, the public profiles of its attendees and speakers, and their pictures). Members sync every
 * question and profile, so most of it is usually on the device already; saving a pack makes sure of
 * it, fetches what the sync has not brought in time, stores the pictures, and says what it cost.
 */

/** The collections a pack's documents live in. */
export type PackCollection = 'events' | 'questions' | 'sessions' | 'users';
const PACK_COLLECTIONS: readonly PackCollection[] = ['events', 'questions', 'sessions', 'users'];

export type PackIds = Record<PackCollection, string[]>;

/** What this device remembers of a pack it saved. */
export type EventPackRecord = {
  event_id: string;
  /** ISO time of the save. */
  saved_at: string;
  questions: number;
  /** The sessions of its agenda; absent in a note made before packs held the agenda. */
  sessions?: number;
  /** The profiles stored: its attendees' and its speakers'. */
  attendees: number;
  pictures: number;
  /** Pictures that could not be fetched (their host did not answer). */
  pictures_failed: number;
  /** Documents the device could not get or store. */
  missing: number;
  /** The origin's storage use before and after, or null where the browser does not say. */
  bytes_before: number | null;
  bytes_after: number | null;
  /** Whether the browser agreed to keep the storage when space runs low. */
  persisted: boolean;
};

export type PackProgress =
  | { step: 'listing' }
  | { step: 'documents'; questions: number; sessions: number; attendees: number; waiting: number }
  | { step: 'fetching'; missing: number }
  | { step: 'pictures'; done: number; total: number }
  | { step: 'finishing' };

/** The local database as the pack needs it. */
export type PackDatabase = {
  /** The ids of those given that the device does not hold (or holds deleted). */
  absent(ids: PackIds): Promise<PackIds>;
  /** Stores documents fetched from the server; answers how many could not be stored. */
  store(collection: PackCollection, documents: Record<string, unknown>[]): Promise<number>;
};

export type PackEnvironment = {
  online: () => boolean;
  fetchManifest: (slugOrId: string) => Promise<EventPackManifest>;
  /** Sends the member's unsent writes now. */
  flushWrites: () => Promise<void>;
  /** One document through the REST API; undefined when the server has none. */
  fetchDocument: (collection: PackCollection, id: string) => Promise<Record<string, unknown> | undefined>;
  database: PackDatabase;
  /** Cache Storage, or undefined where the browser has none (pictures are then not stored). */
  caches: CacheStorage | undefined;
  /** Whether a service worker answers this page's requests: it is what stores the pictures. */
  serviceWorkerActive: () => boolean;
  /** Loads a picture as an <img> would (as CORS when asked); answers whether it loaded. */
  loadPicture: (url: string, cors: boolean) => Promise<boolean>;
  storage: Pick<StorageManager, 'estimate' | 'persist'> | undefined;
  records: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** How long the sync gets to bring the documents before they are fetched one by one. */
  waitMs?: number;
  pollMs?: number;
  onProgress?: (progress: PackProgress) => void;
};
export const PACKS_KEY = 'meetverse.eventPacks';
/** What a pack is saved of: an event, or a community (whose words the member reads). */
export type PackKind = 'event' | 'community';
const messages = defineMessages({
  offlineEvent: { id: 'events.pack.offline.event', defaultMessage: 'Connect to the internet to save this event for offline' },
  offlineCommunity: { id: 'events.pack.offline.community', defaultMessage: 'Connect to the internet to save this community for offline' },
  failedEvent: { id: 'events.pack.failed.event', defaultMessage: 'The event could not be saved for offline: {reason}' },
  failedCommunity: { id: 'events.pack.failed.community', defaultMessage: 'The community could not be saved for offline: {reason}' },
});

/** Why a pack is not saved while offline, in the language on screen. */
export const offlineRefusal = (kind: PackKind = 'event') => appIntl().formatMessage(kind === 'community' ? messages.offlineCommunity : messages.offlineEvent);

const WAIT_MS = 30_000;
const POLL_MS = 500;
// Requests at once: enough to be quick, few enough to leave the connection to the rest of the app.
const AT_ONCE = 4;

/** A pack that could not be saved; its message is for the member. */
export class EventPackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventPackError';
  }
}

/** Runs `task` over the items, at most AT_ONCE at a time, answers in the items' order. */
async function eachLimited<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

const countOf = (ids: PackIds) => PACK_COLLECTIONS.reduce((sum, collection) => sum + ids[collection].length, 0);

/** The packs this device saved, by event id; anything unreadable counts as none. */
export function readPackRecords(records: Pick<Storage, 'getItem'>): Record<string, EventPackRecord> {
  try {
    const parsed = JSON.parse(records.getItem(PACKS_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, EventPackRecord>).filter(
        ([id, record]) => record && typeof record === 'object' && record.event_id === id && typeof record.saved_at === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function readPackRecord(records: Pick<Storage, 'getItem'>, eventId: string): EventPackRecord | undefined {
  return readPackRecords(records)[eventId];
}

function rememberPack(records: PackEnvironment['records'], record: EventPackRecord) {
  try {
    records.setItem(PACKS_KEY, JSON.stringify({ ...readPackRecords(records), [record.event_id]: record }));
  } catch (error) {
    // The pack itself is stored; only the note of it is lost, and the card offers to save again.
    console.warn('Could not remember the saved event pack', error);
  }
}

async function usage(storage: PackEnvironment['storage']): Promise<number | null> {
  try {
    const estimate = await storage?.estimate();
    return typeof estimate?.usage === 'number' ? estimate.usage : null;
  } catch {
    return null;
  }
}

/**
 * Waits, within the bound, until the device holds every document the sync should bring; answers what is
 * still absent. Profiles are not waited for alone: a member's sync brings the profiles of people they
 * share an event, a chat or a meeting with, and an event they have not joined brings none of its
 * attendees, so once only profiles are absent they are fetched.
 */
async function waitForDocuments(env: PackEnvironment, wanted: PackIds, report: (absent: PackIds) => void): Promise<PackIds> {
  const deadline = Date.now() + (env.waitMs ?? WAIT_MS);
  for (;;) {
    const absent = await env.database.absent(wanted);
    report(absent);
    if (countOf(absent) === absent.users.length || Date.now() >= deadline || !env.online()) return absent;
    await env.sleep(env.pollMs ?? POLL_MS);
  }
}

/** Fetches what the sync did not bring and stores it; answers how many could not be had. */
async function fetchAbsent(env: PackEnvironment, absent: PackIds): Promise<number> {
  let unavailable = 0;
  for (const collection of PACK_COLLECTIONS) {
    const fetched = await eachLimited(absent[collection], (id) =>
      env.fetchDocument(collection, id).catch((error: unknown) => {
        console.warn(`Could not fetch ${collection} ${id} for the event pack`, error);
        return undefined;
      }),
    );
    const documents = fetched.filter((doc): doc is Record<string, unknown> => Boolean(doc));
    unavailable += fetched.length - documents.length;
    if (documents.length > 0) unavailable += await env.database.store(collection, documents);
  }
  return unavailable;
}

const PICTURE_SETTLE_MS = 3_000;

/** The service worker stores what it answered a moment after the picture loaded. */
/**
 * As the service worker matches: a host that allows CORS often answers `Vary: Origin`, and the page's
 * own lookup (no Origin header) would otherwise miss the picture the worker stored.
 */
const CACHE_MATCH: CacheQueryOptions = { ignoreVary: true };

async function cachedSoon(env: PackEnvironment, cache: Cache, url: string): Promise<boolean> {
  const deadline = Date.now() + PICTURE_SETTLE_MS;
  for (;;) {
    if (await cache.match(url, CACHE_MATCH)) return true;
    if (Date.now() >= deadline) return false;
    await env.sleep(100);
  }
}

/**
 * One picture into the cache: the page may not fetch other hosts itself (its content security policy
 * allows them only as images), so it loads the picture as an <img> would, and the service worker,
 * which answers pictures from that cache, stores the answer. As CORS first, where the host allows it
 * (the browser then counts the picture's real size); else as an ordinary no-cors image, which the
 * cache keeps opaque and an <img> shows all the same.
 */
async function storePicture(env: PackEnvironment, cache: Cache, url: string): Promise<boolean> {
  // Stored by an earlier save, or seen before: the service worker answers it from the cache.
  if (await cache.match(url, CACHE_MATCH)) return true;
  if (!env.serviceWorkerActive()) return false;
  for (const cors of [true, false]) {
    if ((await env.loadPicture(url, cors)) && (await cachedSoon(env, cache, url))) return true;
  }
  return false;
}

/** Stores the pictures in the cache the service worker answers <img> requests from; answers how many failed. */
async function storePictures(env: PackEnvironment, pictures: string[], report: (done: number) => void): Promise<number> {
  if (pictures.length === 0) return 0;
  if (!env.caches) return pictures.length;
  const cache = await env.caches.open(PICTURE_CACHE);
  let done = 0;
  const stored = await eachLimited(pictures, async (url) => {
    const ok = await storePicture(env, cache, url).catch((error: unknown) => {
      console.warn(`Could not store the picture ${url}`, error);
      return false;
    });
    done += 1;
    report(done);
    return ok;
  });
  return stored.filter((ok) => !ok).length;
}

/**
 * Saves an event for offline: the storage use before; the member's unsent writes sent; the server's
 * list of the pack; a bounded wait for the sync to bring every document, then the rest fetched one by
 * one; the pictures stored; persistent storage asked for; the use after; and a note of it all on
 * this device. Offline it refuses, as the list and the pictures come from the server.
 */
export async function saveEventPack(slugOrId: string, env: PackEnvironment, kind: PackKind = 'event'): Promise<EventPackRecord> {
  if (!env.online()) throw new EventPackError(offlineRefusal(kind));
  const progress = env.onProgress ?? (() => {});
  progress({ step: 'listing' });
  const bytesBefore = await usage(env.storage);
  // The member's own writes reach the server first, so the list includes what they just did.
  await env.flushWrites().catch((error: unknown) => console.warn('Could not send unsent writes before saving the event', error));
  let manifest: EventPackManifest;
  try {
    manifest = await env.fetchManifest(slugOrId);
  } catch (error) {
    if (!env.online()) throw new EventPackError(offlineRefusal(kind));
    const reason = error instanceof Error ? error.message : String(error);
    throw new EventPackError(appIntl().formatMessage(kind === 'community' ? messages.failedCommunity : messages.failedEvent, { reason }));
  }

  // A speaker who also attends is one profile.
  const profiles = [...new Set([...manifest.attendee_ids, ...manifest.speaker_ids])];
  const wanted: PackIds = { events: [manifest.event_id], questions: manifest.question_ids, sessions: manifest.session_ids, users: profiles };
  const absent = await waitForDocuments(env, wanted, (left) =>
    progress({ step: 'documents', questions: manifest.question_ids.length, sessions: manifest.session_ids.length, attendees: profiles.length, waiting: countOf(left) }),
  );
  let missing = 0;
  if (countOf(absent) > 0) {
    progress({ step: 'fetching', missing: countOf(absent) });
    missing = await fetchAbsent(env, absent);
  }

  progress({ step: 'pictures', done: 0, total: manifest.pictures.length });
  const picturesFailed = await storePictures(env, manifest.pictures, (done) => progress({ step: 'pictures', done, total: manifest.pictures.length }));

  progress({ step: 'finishing' });
  const persisted = await (env.storage?.persist?.() ?? Promise.resolve(false)).catch(() => false);
  const record: EventPackRecord = {
    event_id: manifest.event_id,
    saved_at: env.now().toISOString(),
    questions: manifest.question_ids.length,
    sessions: manifest.session_ids.length,
    attendees: profiles.length,
    pictures: manifest.pictures.length,
    pictures_failed: picturesFailed,
    missing,
    bytes_before: bytesBefore,
    bytes_after: await usage(env.storage),
    persisted,
  };
  rememberPack(env.records, record);
  return record;
}
