import { PICTURE_CACHE } from '../../../lib/picture-cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  offlineRefusal,
  PACKS_KEY,
  readPackRecord,
  saveEventPack,
  type EventPackManifest,
  type PackCollection,
  type PackEnvironment,
  type PackIds,
  type PackProgress,
} from './event-pack';

const MB = 1024 * 1024;

const manifest = (overrides: Partial<EventPackManifest> = {}): EventPackManifest => ({
  event_id: 'event-1',
  question_ids: ['q1', 'q2', 'q3'],
  attendee_ids: ['u1', 'u2'],
  session_ids: [],
  speaker_ids: [],
  pictures: ['https://cors.example/u1.jpg', 'https://opaque.example/u2.jpg'],
  approx_bytes: 120 * 1024,
  ...overrides,
});

/** Cache Storage in memory; every stored picture adds its size to the storage use. */
function fakeCaches(onPut: (url: string) => void = () => {}) {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return {
        async put(url: string, response: Response) {
          entries.set(url, response);
          onPut(url);
        },
        async match(url: string) {
          return entries.get(url);
        },
      };
    },
  } as unknown as CacheStorage;
  return { caches, stored: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort() };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

/**
 * The service worker, faked: an <img> load of a picture goes through it, and it stores what the host
 * answered in the pictures cache a moment later. Hosts named 'cors' allow CORS; the others answer only
 * no-cors requests; hosts that are down answer nothing.
 */
function pictureHosts(caches: CacheStorage, down: string[] = []) {
  const loads: [string, 'cors' | 'no-cors'][] = [];
  const loadPicture = async (url: string, cors: boolean) => {
    loads.push([url, cors ? 'cors' : 'no-cors']);
    if (down.some((host) => url.includes(host))) return false;
    if (cors && !new URL(url).hostname.startsWith('cors.')) return false;
    const cache = await caches.open(PICTURE_CACHE);
    setTimeout(() => void cache.put(url, new Response('png', { headers: { 'content-type': 'image/png' } })), 5);
    return true;
  };
  return { loadPicture, loads };
}

type Fakes = {
  env: PackEnvironment;
  records: Storage;
  progress: PackProgress[];
  stored: (name: string) => string[];
  calls: string[];
  pictureLoads: [string, 'cors' | 'no-cors'][];
};

function environment(options: {
  online?: boolean;
  manifest?: EventPackManifest | Error;
  /** What the device lacks at each look, the last one repeating. */
  absent?: Partial<PackIds>[];
  documents?: Record<string, Record<string, unknown> | Error | undefined>;
  storeFails?: number;
  down?: string[];
  usage?: number;
  serviceWorker?: boolean;
}): Fakes {
  const calls: string[] = [];
  const progress: PackProgress[] = [];
  let usage = options.usage ?? 1.9 * MB;
  const { caches, stored } = fakeCaches(() => {
    usage += 0.1 * MB;
  });
  const { loadPicture, loads: pictureLoads } = pictureHosts(caches, options.down);
  const looks = options.absent ?? [{}];
  let look = 0;
  const records = memoryStorage();
  const env: PackEnvironment = {
    online: () => options.online ?? true,
    fetchManifest: async (slugOrId) => {
      calls.push(`manifest ${slugOrId}`);
      if (options.manifest instanceof Error) throw options.manifest;
      return options.manifest ?? manifest();
    },
    flushWrites: async () => void calls.push('flush'),
    fetchDocument: async (collection: PackCollection, id: string) => {
      calls.push(`fetch ${collection} ${id}`);
      const doc = options.documents?.[id];
      if (doc instanceof Error) throw doc;
      return doc;
    },
    database: {
      async absent() {
        const found = looks[Math.min(look, looks.length - 1)] ?? {};
        look += 1;
        return { events: [], questions: [], sessions: [], users: [], ...found };
      },
      async store(collection, documents) {
        calls.push(`store ${collection} ${documents.map((doc) => doc.id).join(',')}`);
        usage += 0.05 * MB;
        return options.storeFails ?? 0;
      },
    },
    caches,
    serviceWorkerActive: () => options.serviceWorker ?? true,
    loadPicture,
    storage: {
      estimate: async () => ({ usage, quota: 1000 * MB }),
      persist: async () => true,
    },
    records,
    now: () => new Date('2025-06-01T12:00:00Z'),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5))),
    waitMs: 60_000,
    onProgress: (step) => progress.push(step),
  };
  return { env, records, progress, stored, calls, pictureLoads };
}

// What could not be fetched or stored is logged for support; the tests read the answers instead.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('saving an event for offline', () => {
  it('refuses with the network off, and asks the server for nothing', async () => {
    const { env, calls, records } = environment({ online: false });
    await expect(saveEventPack('summit', env)).rejects.toThrow(offlineRefusal());
    expect(calls).toEqual([]);
    expect(records.getItem(PACKS_KEY)).toBeNull();
  });

  it("says a community's refusal of the community", async () => {
    const { env } = environment({ online: false });
    await expect(saveEventPack('rust-berlin', env, 'community')).rejects.toThrow('Connect to the internet to save this community for offline');
  });

  it('measures the storage use before and after, and remembers the pack with its counts', async () => {
    const { env, records, stored } = environment({ usage: 1.9 * MB });
    const record = await saveEventPack('summit', env);
    expect(record).toEqual({
      event_id: 'event-1',
      saved_at: '2025-06-01T12:00:00.000Z',
      questions: 3,
      sessions: 0,
      attendees: 2,
      pictures: 2,
      pictures_failed: 0,
      missing: 0,
      bytes_before: 1.9 * MB,
      bytes_after: 2.1 * MB,
      persisted: true,
    });
    expect(stored(PICTURE_CACHE)).toEqual(['https://cors.example/u1.jpg', 'https://opaque.example/u2.jpg']);
    expect(readPackRecord(records, 'event-1')).toEqual(record);
  });

  it('sends the unsent writes before asking for the list, so what the member just did is in it', async () => {
    const { env, calls } = environment({});
    await saveEventPack('summit', env);
    expect(calls.slice(0, 2)).toEqual(['flush', 'manifest summit']);
  });

  it('waits for the sync to bring what is missing and then fetches nothing itself', async () => {
    const { env, calls, progress } = environment({
      absent: [{ questions: ['q2', 'q3'], users: ['u2'] }, { questions: ['q3'] }, {}],
    });
    const record = await saveEventPack('summit', env);
    expect(record.missing).toBe(0);
    expect(calls.filter((call) => call.startsWith('fetch') || call.startsWith('store'))).toEqual([]);
    expect(progress.filter((step) => step.step === 'documents')).toEqual([
      { step: 'documents', questions: 3, sessions: 0, attendees: 2, waiting: 3 },
      { step: 'documents', questions: 3, sessions: 0, attendees: 2, waiting: 1 },
      { step: 'documents', questions: 3, sessions: 0, attendees: 2, waiting: 0 },
    ]);
  });

  it('fetches through the API what the sync did not bring in time, and counts what it could not get', async () => {
    const { env, calls } = environment({
      absent: [{ questions: ['q2', 'q3'], users: ['u1', 'u2'] }],
      documents: {
        q2: { id: 'q2', title: 'Where is the coffee?' },
        q3: undefined,
        u1: { id: 'u1', full_name: 'Grace Hopper' },
        u2: new Error('No internet connection'),
      },
    });
    env.waitMs = 0;
    const record = await saveEventPack('summit', env);
    // q3 is gone from the server, u2 could not be fetched.
    expect(record.missing).toBe(2);
    expect(calls).toContain('store questions q2');
    expect(calls).toContain('store users u1');
  });

  it("fetches at once the attendees' profiles the sync will not bring (an event the member has not joined), without waiting out the bound", async () => {
    const { env, calls, progress } = environment({
      absent: [{ users: ['u1', 'u2'] }, {}],
      documents: { u1: { id: 'u1', full_name: 'Grace Hopper' }, u2: { id: 'u2', full_name: 'Ada Lovelace' } },
    });
    const record = await saveEventPack('summit', env);
    expect(record.missing).toBe(0);
    expect(calls).toContain('store users u1,u2');
    // One look at the device, not a minute of them.
    expect(progress.filter((step) => step.step === 'documents')).toHaveLength(1);
  });

  it("waits for the agenda and its speakers' profiles too, a speaker who attends counted once, and fetches what the sync did not bring", async () => {
    const { env, calls, progress } = environment({
      manifest: manifest({ session_ids: ['s1', 's2'], speaker_ids: ['u2', 'u3'] }),
      absent: [{ sessions: ['s2'], users: ['u3'] }],
      documents: { s2: { id: 's2', title: 'Keynote' }, u3: { id: 'u3', full_name: 'Katherine Johnson' } },
    });
    env.waitMs = 0;
    const record = await saveEventPack('summit', env);
    expect(progress.find((step) => step.step === 'documents')).toEqual({ step: 'documents', questions: 3, sessions: 2, attendees: 3, waiting: 2 });
    expect(calls.filter((call) => call.startsWith('fetch') || call.startsWith('store'))).toEqual(['fetch sessions s2', 'store sessions s2', 'fetch users u3', 'store users u3']);
    expect(record).toMatchObject({ questions: 3, sessions: 2, attendees: 3, missing: 0 });
  });

  it('fetches missing documents a few at a time, not all at once', async () => {
    const ids = Array.from({ length: 12 }, (_, n) => `q${n}`);
    const { env } = environment({ manifest: manifest({ question_ids: ids, pictures: [] }), absent: [{ questions: ids }] });
    env.waitMs = 0;
    let inFlight = 0;
    let most = 0;
    env.fetchDocument = async (_collection, id) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return { id };
    };
    expect((await saveEventPack('summit', env)).missing).toBe(0);
    expect(most).toBe(4);
  });

  it('counts documents the device refused to store as missing', async () => {
    const { env } = environment({ absent: [{ questions: ['q1'] }], documents: { q1: { id: 'q1' } }, storeFails: 1 });
    env.waitMs = 0;
    expect((await saveEventPack('summit', env)).missing).toBe(1);
  });

  it('loads pictures as CORS where their host allows it, as plain images where not, and counts those it could not get', async () => {
    const { env, pictureLoads, stored } = environment({
      manifest: manifest({ pictures: ['https://cors.example/a.jpg', 'https://opaque.example/b.jpg', 'https://down.example/c.jpg'] }),
      down: ['down.example'],
    });
    const record = await saveEventPack('summit', env);
    expect(record.pictures_failed).toBe(1);
    expect(stored(PICTURE_CACHE)).toEqual(['https://cors.example/a.jpg', 'https://opaque.example/b.jpg']);
    expect(pictureLoads.filter(([url]) => !url.includes('down.example'))).toEqual([
      ['https://cors.example/a.jpg', 'cors'],
      ['https://opaque.example/b.jpg', 'cors'],
      ['https://opaque.example/b.jpg', 'no-cors'],
    ]);
  });

  it('loads no picture it already holds, and keeps one an earlier save stored when its host is down now', async () => {
    const first = environment({});
    await saveEventPack('summit', first.env);
    const loadsBefore = first.pictureLoads.length;
    const again: PackEnvironment = { ...first.env, loadPicture: async () => false };
    expect((await saveEventPack('summit', again)).pictures_failed).toBe(0);
    expect(first.pictureLoads.length).toBe(loadsBefore);
  });

  it('stores no picture where no service worker answers the page, and says how many are missing', async () => {
    const { env, pictureLoads, stored } = environment({ serviceWorker: false });
    const record = await saveEventPack('summit', env);
    expect(record.pictures_failed).toBe(2);
    expect(pictureLoads).toEqual([]);
    expect(stored(PICTURE_CACHE)).toEqual([]);
  });

  it('says why when the server does not give the list', async () => {
    const { env } = environment({ manifest: new Error('Event not found') });
    await expect(saveEventPack('nope', env)).rejects.toThrow('The event could not be saved for offline: Event not found');
  });

  it('says the sizes are unknown where the browser does not tell them', async () => {
    const { env } = environment({});
    const record = await saveEventPack('summit', { ...env, storage: undefined });
    expect([record.bytes_before, record.bytes_after, record.persisted]).toEqual([null, null, false]);
  });

  it('keeps the notes of other events when it remembers one', async () => {
    const { env, records } = environment({});
    await saveEventPack('summit', env);
    await saveEventPack('meetup', { ...env, fetchManifest: async () => manifest({ event_id: 'event-2' }) });
    expect(readPackRecord(records, 'event-1')?.questions).toBe(3);
    expect(readPackRecord(records, 'event-2')?.questions).toBe(3);
    records.setItem(PACKS_KEY, 'not json');
    expect(readPackRecord(records, 'event-1')).toBeUndefined();
  });
});
