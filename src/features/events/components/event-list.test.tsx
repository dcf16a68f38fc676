// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionSpecs } from '../../../../schemas/collections';
import type { EventDoc } from '../../../../schemas/event.schema';
import { interactionId } from '../../../../schemas/interaction.schema';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
// The app's database module registers the plugins its collections use (schema migration among them).
import '../../../../local-store/open-database';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { pageBringsEvents, removeFirstVisitBlock } from '../hooks/first-visit.testing';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { EventList } = await import('./event-list');
const { resetEventStats } = await import('../hooks/use-event-stats');
const { forgetEventsRead } = await import('../hooks/use-events');

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const event = (id: string, name: string, fields: Partial<EventDoc> = {}): EventDoc => ({ id, slug: id, name, live_status: 'planned', is_community: false, sync_state: 'sent', updatedAt: 1, ...fields });

async function database(events: EventDoc[]): Promise<AppDatabase> {
  const db = await createRxDatabase<Collections>({ name: `list-${Math.random().toString(36).slice(2)}`, storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }), multiInstance: false });
  await db.addCollections(collectionSpecs());
  if (events.length) await db.events.bulkInsert(events);
  return db;
}

const summit = event('summit', 'Offline-First Summit', { live_status: 'live', starts_at: at(-HOUR), ends_at: at(HOUR), location: 'Hall A' });
// Stored as live, but its end has passed: the clock puts it among the past ones.
const fair = event('fair', 'Café Fair', { live_status: 'live', starts_at: at(-3 * HOUR), ends_at: at(-HOUR) });
const club = event('club', 'Berlin Builders', { is_community: true, live_status: 'live' });

const notFound = async () => new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
beforeEach(() => vi.stubGlobal('fetch', notFound));
afterEach(async () => {
  // Unmounted first: nothing may read the database or the network once they go.
  cleanup();
  await (await local.db)?.close();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetEventStats();
  forgetEventsRead();
});

// A card's name is its first line.
const cardName = (card: HTMLElement) => card.querySelector('p')?.textContent ?? null;
const sectionNames = (name: 'Current' | 'Past') => within(screen.getByRole('region', { name })).getAllByTestId('event-card').map(cardName);

describe('the events list', () => {
  beforeEach(() => {
    local.db = database([summit, fair, club]);
  });

  it('shows current events and communities, then past ones, each by its clock', async () => {
    await renderWithRouter(<EventList memberId={undefined} />);
    await waitFor(() => expect(sectionNames('Current')).toEqual(['Berlin Builders', 'Offline-First Summit']));
    expect(sectionNames('Past')).toEqual(['Café Fair']);
    expect(within(screen.getByRole('region', { name: 'Past' })).getByText('Ended')).toBeTruthy();
    expect(screen.getByText('Community')).toBeTruthy();
  });

  it('filters by name as the visitor types, whatever the case and accents, and says when nothing matches', async () => {
    await renderWithRouter(<EventList memberId={undefined} />);
    const search = await screen.findByRole('searchbox', { name: 'Search events by name' });
    fireEvent.change(search, { target: { value: 'CAFE' } });
    await waitFor(() => expect(screen.getAllByTestId('event-card').map(cardName)).toEqual(['Café Fair']));
    fireEvent.change(search, { target: { value: 'karaoke' } });
    expect(await screen.findByText('No events match “karaoke”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(3));
  });

  it("marks the events a member joined or checked in to, and counts who takes part from this device", async () => {
    const db = await local.db!;
    const toggle = (kind: 'participation' | 'check_in', user: string, target: string) =>
      db.interactions.insert({ id: interactionId(kind, user, target), kind, user_id: user, target_id: target, active: true, created_at: at(0), sync_state: 'pending', updatedAt: 0 });
    await toggle('participation', 'ada', 'summit');
    await toggle('check_in', 'ada', 'summit');
    await toggle('participation', 'grace', 'summit');
    await toggle('participation', 'ada', 'club');
    await renderWithRouter(<EventList memberId="ada" />);
    // A card's link is named by all it says, its name first.
    const card = async (name: string) => within(await screen.findByRole('link', { name: (accessible) => accessible.startsWith(name) }));
    await waitFor(async () => expect((await card('Offline-First Summit')).getByText('2 attending')).toBeTruthy());
    expect((await card('Offline-First Summit')).getByText('Checked in')).toBeTruthy();
    expect((await card('Berlin Builders')).getByText('Joined')).toBeTruthy();
    expect((await card('Berlin Builders')).getByText('1 member')).toBeTruthy();
    expect((await card('Café Fair')).queryByText('Joined')).toBeNull();

    await act(() => toggle('participation', 'grace', 'fair'));
    await waitFor(async () => expect((await card('Café Fair')).getByText('1 attending')).toBeTruthy());
  });

  it("shows a guest the server's counts", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { summit: { attendee_count: 42, checked_in_count: 7 } } }), { status: 200 }));
    await renderWithRouter(<EventList memberId={undefined} />);
    expect(await screen.findByText('42 attending')).toBeTruthy();
  });

  it('goes without counts for a guest when the server does not offer them', async () => {
    await renderWithRouter(<EventList memberId={undefined} />);
    await screen.findAllByTestId('event-card');
    expect(screen.queryByText(/attending/)).toBeNull();
  });
});

describe('an empty events list', () => {
  it('says there are no events yet and what to do', async () => {
    local.db = database([]);
    await renderWithRouter(<EventList memberId="ada" emptyAction={<button type="button">Create event</button>} />);
    expect(await screen.findByText('No events yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create event' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows that it is loading before the first read', async () => {
    local.db = new Promise(() => undefined);
    await renderWithRouter(<EventList memberId={undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Loading events');
    local.db = undefined;
  });
});

describe('a first visit, with the events the page brought in its HTML', () => {
  const block = (events: unknown[]) => {
    pageBringsEvents(events);
    forgetEventsRead();
  };
  afterEach(() => {
    removeFirstVisitBlock();
    forgetEventsRead();
  });

  it("shows them in its first render, keeps them while the device's first sync is under way, and then shows the database's", async () => {
    block([summit]);
    local.db = database([]);
    await renderWithRouter(<EventList memberId={undefined} />);
    // No loading state, and never 'No events yet' while the database is still empty.
    expect(screen.getAllByTestId('event-card').map(cardName)).toEqual(['Offline-First Summit']);
    await act(async () => {
      await local.db;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('events-empty')).toBeNull();
    expect(screen.getAllByTestId('event-card').map(cardName)).toEqual(['Offline-First Summit']);

    await (await local.db!).events.bulkInsert([summit, fair, club]);
    await waitFor(() => expect(sectionNames('Current')).toEqual(['Berlin Builders', 'Offline-First Summit']));
    expect(sectionNames('Past')).toEqual(['Café Fair']);
  });

  it('leaves out what is not an event, and a page without events in it loads as any other', async () => {
    block([{ id: 'x' }, { id: 'y', name: 'Bad status', live_status: 'soon' }]);
    local.db = database([]);
    await renderWithRouter(<EventList memberId={undefined} />);
    expect(await screen.findByText('No events yet')).toBeTruthy();
  });
});
