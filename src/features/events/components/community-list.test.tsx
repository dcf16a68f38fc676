// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionSpecs } from '../../../../schemas/collections';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
// The app's database module registers the plugins its collections use (schema migration among them).
import '../../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';
import { renderWithRouter } from '../../../test-utils/render-with-router';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { CommunityList } = await import('./community-list');
const { forgetEventsRead } = await import('../hooks/use-events');

const space = (slug: string, name: string, fields: Partial<EventDoc> = {}): EventDoc => ({
  id: `${slug}-id`, slug, name, live_status: 'live', is_community: true, sync_state: 'sent', updatedAt: 1, ...fields,
});
const meetverse = space('meetverse', 'Meetverse', { is_meetverse: true });
const builders = space('builders', 'Berlin Product Builders');
const summit = space('summit', 'Offline-First Summit', { is_community: false, live_status: 'planned' });

async function database(events: EventDoc[]): Promise<AppDatabase> {
  const db = await createRxDatabase<Collections>({ name: `communities-${Math.random().toString(36).slice(2)}`, storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }), multiInstance: false });
  await db.addCollections(collectionSpecs());
  await db.events.bulkInsert(events);
  await db.users.bulkInsert([{ id: 'ada', full_name: 'Ada', updatedAt: 1 }, { id: 'grace', full_name: 'Grace', updatedAt: 1 }]);
  return db;
}

beforeEach(() => setCurrentUser({ id: 'ada', full_name: 'Ada', updatedAt: 1 } as CurrentUser));
afterEach(async () => {
  forgetEventsRead();
  cleanup();
  await (await local.db)?.close();
  setCurrentUser(null);
});

const cards = () => screen.getAllByTestId('community-card');

describe('the communities screen', () => {
  it('lists the meetverse first, which everyone is in and nobody leaves, then the other communities and no events', async () => {
    local.db = database([summit, builders, meetverse]);
    const onMembershipChange = vi.fn();
    await renderWithRouter(<CommunityList onMembershipChange={onMembershipChange} />);
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Meetverse', 'Berlin Product Builders']));
    const first = within(cards()[0]!);
    expect(first.getByText('Everyone’s in')).toBeTruthy();
    expect(await first.findByText('2 members')).toBeTruthy();
    expect(first.queryByRole('button')).toBeNull();

    const builderCard = within(cards()[1]!);
    expect(await builderCard.findByText('0 members')).toBeTruthy();
    fireEvent.click(await builderCard.findByRole('button', { name: 'Join Berlin Product Builders' }));
    expect(await builderCard.findByRole('button', { name: 'Leave Berlin Product Builders' })).toBeTruthy();
    await waitFor(() => expect(builderCard.getByText('1 member')).toBeTruthy());
    expect(onMembershipChange).toHaveBeenCalledWith(builders.id, true);
    expect(screen.getByRole('link', { name: 'Create community' }).getAttribute('href')).toBe('/create-community');
  });

  it('says there are no other communities yet and how to start one', async () => {
    local.db = database([meetverse, summit]);
    await renderWithRouter(<CommunityList />);
    expect(await screen.findByText('No other communities yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create community' })).toBeTruthy();
  });
});
