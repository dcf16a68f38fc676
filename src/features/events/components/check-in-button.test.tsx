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

const HOUR = 3_600_000;
const timed = (start: number, end: number) => ({ live_status: 'planned' as const, is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString() });
const onNow = timed(Date.now() - HOUR, Date.now() + HOUR);

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
    render(<CheckInButton eventId="summit" eventName="Offline-First Summit" event={onNow} state={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(async () => expect(await stored()).toEqual(['check_in:true:pending', 'participation:true:pending']));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.title)).toEqual(['You checked in to Offline-First Summit']));
    expect(toastStore.getSnapshot()[0]?.description).toBe('It syncs as soon as you are back online.');
    expect(capture).toHaveBeenCalledWith('Checked In', { eventId: 'summit', offline: true });
  });

  it('becomes the state once checked in, marked as waiting until the server has it', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" event={onNow} state="pending" />);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });

  it('drops the waiting mark when the server has the check-in', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" event={onNow} state="sent" />);
    expect(screen.getByText('Checked in')).toBeTruthy();
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('says a check-in the server refused was not saved', () => {
    render(<CheckInButton eventId="summit" eventName="Summit" event={onNow} state="failed" error="This event has ended" />);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('says when check-in opens for an event that starts in two weeks, and offers no check-in', () => {
    const start = Date.now() + 14 * 24 * HOUR;
    render(<CheckInButton eventId="meetup" eventName="Meetup" event={timed(start, start + 3 * HOUR)} state={undefined} />);
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByTestId('check-in-opens').textContent).toBe('Check-in opens in 14 days');
  });

  it('offers checking in from an hour before the start, when the reminder comes', () => {
    const start = Date.now() + 50 * 60_000;
    render(<CheckInButton eventId="meetup" eventName="Meetup" event={timed(start, start + 3 * HOUR)} state={undefined} />);
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('offers nothing once the event has ended, nor in a community, which has no check-in', () => {
    render(<CheckInButton eventId="old" eventName="Old" event={timed(Date.now() - 5 * HOUR, Date.now() - HOUR)} state={undefined} />);
    render(<CheckInButton eventId="club" eventName="Club" event={{ live_status: 'live', is_community: true }} state={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Check-in/)).toBeNull();
  });
});
