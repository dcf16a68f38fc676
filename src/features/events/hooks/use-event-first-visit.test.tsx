// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionSpecs } from '../../../../schemas/collections';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
// The app's database module registers the plugins its collections use.
import '../../../../local-store/open-database';
import { pageBringsEvents, removeFirstVisitBlock } from './first-visit.testing';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db, isDatabaseOpen: () => false }));
const { forgetEventsRead, useEvent } = await import('./use-events');

const summit: EventDoc = { id: 'summit-id', slug: 'summit', name: 'Offline-First Summit', live_status: 'planned', is_community: false, sync_state: 'sent', updatedAt: 1 };

async function database(): Promise<AppDatabase> {
  const db = await createRxDatabase<Collections>({ name: `event-${Math.random().toString(36).slice(2)}`, storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }), multiInstance: false });
  await db.addCollections(collectionSpecs());
  return db;
}

function pageBrings(events: unknown[]) {
  pageBringsEvents(events);
  forgetEventsRead();
}

afterEach(async () => {
  removeFirstVisitBlock();
  forgetEventsRead();
  await (await local.db)?.close();
});

describe("an event's page on a first visit", () => {
  it('shows the event the page brought, by slug or id, at once and while the database does not have it; once stored, the stored one, and gone when deleted', async () => {
    pageBrings([summit]);
    local.db = database();
    const bySlug = renderHook(() => useEvent('summit'));
    expect(bySlug.result.current).toMatchObject({ data: { name: 'Offline-First Summit' }, loading: false });
    expect(renderHook(() => useEvent('summit-id')).result.current.data?.name).toBe('Offline-First Summit');
    await waitFor(async () => expect(await local.db).toBeDefined());
    expect(bySlug.result.current.data?.name).toBe('Offline-First Summit');

    const db = await local.db!;
    const [stored] = await db.events.bulkInsert([{ ...summit, name: 'Offline-First Summit 2026' }]).then(() => db.events.find().exec());
    await waitFor(() => expect(bySlug.result.current.data?.name).toBe('Offline-First Summit 2026'));
    await stored!.remove();
    await waitFor(() => expect(bySlug.result.current.data).toBeUndefined());
  });

  it('has nothing for an event the page did not bring', () => {
    pageBrings([summit]);
    local.db = new Promise(() => undefined);
    expect(renderHook(() => useEvent('another')).result.current).toMatchObject({ data: undefined, loading: true });
    local.db = undefined;
  });
});
