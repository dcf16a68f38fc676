import { SYNC_FIELD } from '../../../../schemas/collections';
import type { AppDatabase } from '../../../../local-store/open-database';
import { getDatabase } from '../../../db/database';
import { ApiError, apiRequest, type ApiAnswer } from '../../../lib/api-client';
import { flushWrites } from '../../../lib/sync-client';
import type { EventPackManifest, PackCollection, PackDatabase, PackEnvironment, PackIds } from './event-pack';

const PATHS: Record<PackCollection, string> = { events: '/events', questions: '/questions', sessions: '/sessions', users: '/users' };

/** Only the fields a collection's schema knows: REST answers may carry more than the local documents hold. */
function asStored(db: AppDatabase, collection: PackCollection, doc: Record<string, unknown>): Record<string, unknown> {
  const known = db[collection].schema.jsonSchema.properties as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(doc).filter(([key, value]) => key in known && value !== null && value !== undefined));
  // As the server has it: the push leaves a document marked sent alone, and later server changes merge into it.
  return { ...fields, [SYNC_FIELD[collection]]: 'sent' };
}

/** The page's local database, as the pack reads and fills it. */
export function packDatabase(open: () => Promise<AppDatabase> = getDatabase): PackDatabase {
  return {
    async absent(ids: PackIds): Promise<PackIds> {
      const db = await open();
      const missing = async (collection: PackCollection) => {
        const wanted = ids[collection];
        if (wanted.length === 0) return [];
        const found = await db[collection].findByIds(wanted).exec();
        return wanted.filter((id) => !found.has(id));
      };
      const [events, questions, sessions, users] = await Promise.all([missing('events'), missing('questions'), missing('sessions'), missing('users')]);
      return { events, questions, sessions, users };
    },

    async store(collection, documents) {
      const db = await open();
      try {
        const result = await (db[collection] as AppDatabase['events']).bulkInsert(documents.map((doc) => asStored(db, collection, doc)) as never[]);
        // 409: the sync brought it meanwhile, which is as good.
        const refused = result.error.filter((error) => error.status !== 409);
        for (const error of refused) console.warn(`Could not store ${collection} ${error.documentId} for the event pack`, error);
        return refused.length;
      } catch (error) {
        console.warn(`Could not store ${collection} for the event pack`, error);
        return documents.length;
      }
    },
  };
}

/** The pack's list of documents and pictures, from the server with the member's token. */
export async function fetchPackManifest(slugOrId: string): Promise<EventPackManifest> {
  const { data } = await apiRequest<ApiAnswer<'/events/{id}/pack', 'get'>>('GET', `/events/${encodeURIComponent(slugOrId)}/pack`);
  return data;
}

async function fetchDocument(collection: PackCollection, id: string): Promise<Record<string, unknown> | undefined> {
  try {
    const { data } = await apiRequest<ApiAnswer<'/events/{id}' | '/questions/{id}' | '/sessions/{id}' | '/users/{id}', 'get'>>('GET', `${PATHS[collection]}/${encodeURIComponent(id)}`);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

const PICTURE_TIMEOUT_MS = 15_000;

/** Loads a picture as the app's <img> elements do; the service worker answers (and stores) it. */
function loadPicture(url: string, cors: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve(loaded);
    };
    const timer = setTimeout(() => done(false), PICTURE_TIMEOUT_MS);
    image.onload = () => done(true);
    image.onerror = () => done(false);
    if (cors) image.crossOrigin = 'anonymous';
    image.src = url;
  });
}

/** This browser: its network, the API, the local database, Cache Storage, storage estimates and local storage. */
export function browserPackEnvironment(onProgress?: PackEnvironment['onProgress']): PackEnvironment {
  return {
    online: () => navigator.onLine,
    fetchManifest: fetchPackManifest,
    flushWrites,
    fetchDocument,
    database: packDatabase(),
    caches: typeof caches === 'undefined' ? undefined : caches,
    serviceWorkerActive: () => Boolean(navigator.serviceWorker?.controller),
    loadPicture,
    storage: typeof navigator.storage?.estimate === 'function' ? navigator.storage : undefined,
    records: localStorage,
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onProgress,
  };
}
