// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { collectionSpecs } from '../../../../schemas/collections';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
// The app's database module registers the plugins its collections use (schema migration among them).
import '../../../../local-store/open-database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/toasts/toast-store';
import { initAnalytics, resetAnalytics } from '../../../lib/analytics';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';
import { render } from '../../../test-utils/render';

// The member's device: a real local database, in memory.
const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { CheckInButton } = await import('./check-in-button');

async function database(): Promise<AppDatabase> {
  const storage = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange });
  const db = await createRxDatabase<Collections>({ name: `check-in-${Math.random().toString(36).slice(2)}`, storage, multiInstance: false });
  await db.addCollections(collectionSpecs());
  return db;
}

const stored = async () => (await (await local.db)?.interactions.find().exec())?.map((doc) => `${doc.kind}:${doc.active}:${doc.sync_state}`).sort();

const capture = vi.fn();
beforeEach(async () => {
  local.db = database();
  toastStore.clear();
  capture.mockReset();
  resetAnalytics();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => (run(), 1));
  await initAnalytics({ key: 'phc_test', load: async () => ({ init: () => undefined, capture }) });
  setCurrentUser({ id: 'ada', full_name: 'Ada Lovelace', updatedAt: 1 } as CurrentUser);
});
afterEach(async () => {
  await (await local.db)?.close();
  setCurrentUser(null);
  vi.unstubAllGlobals();
});

describe('the check-in button', () => {
  it('checks the member in, says so, and counts it as made offline when there is no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<CheckInButton eventId="summit" eventName="Offline-First Summit" state={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(async () => expect(await stored()).toEqual(['check_in:true:pending', 'participation:true:pending']));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.title)).toEqual(['You checked in to Offline-First Summit']));
    expect(toastStore.getSnapshot()[0]?.description).toBe('It syncs as soon as you are back online.');
    expect(capture).toHaveBeenCalledWith('Checked In', { eventId: 'summit', offline: true });
  });

  it('becomes the state once checked in, marked as waiting until the server has it', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" state="pending" />);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });

  it('drops the waiting mark when the server has the check-in', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" state="sent" />);
    expect(screen.getByText('Checked in')).toBeTruthy();
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('says a check-in the server refused was not saved', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" state="failed" error="This event has ended" />);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });
});
