// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionSpecs } from '../../../../schemas/collections';
import type { EventDoc } from '../../../../schemas/event.schema';
import { testQuestion } from '../../../../schemas/question.testing';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
// The app's database module registers the plugins its collections use (schema migration among them).
import '../../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { sentence } from '../../../test-utils/sentence';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { EventDetails } = await import('./event-details');
const { resetEventStats } = await import('../hooks/use-event-stats');

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const ADA = 'ada-id';
const GRACE = 'grace-id';
const event = (slug: string, name: string, fields: Partial<EventDoc> = {}): EventDoc => ({
  id: `${slug}-id`, slug, name, live_status: 'planned', is_community: false, created_by: ADA, sync_state: 'sent', updatedAt: 1, ...fields,
});
const summit = event('summit', 'Offline-First Summit', { starts_at: at(-HOUR), ends_at: at(HOUR), description: 'Line one\nLine two', location: 'Hall A' });
const pwaDay = event('pwa-day', 'PWA Day', { live_status: 'live', starts_at: at(-5 * HOUR), ends_at: at(-HOUR) });
const meetup = event('meetup', 'Local-First Meetup', { starts_at: at(14 * 24 * HOUR), ends_at: at(14 * 24 * HOUR + 3 * HOUR) });
const meetverse = event('meetverse', 'Meetverse', { is_community: true, is_meetverse: true, live_status: 'live' });

async function database(): Promise<AppDatabase> {
  const db = await createRxDatabase<Collections>({ name: `details-${Math.random().toString(36).slice(2)}`, storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }), multiInstance: false });
  await db.addCollections(collectionSpecs());
  await db.events.bulkInsert([summit, pwaDay, meetup, meetverse]);
  await db.users.insert({ id: ADA, full_name: 'Ada Lovelace', updatedAt: 1 });
  await db.questions.bulkInsert([
    testQuestion(1, { event_id: summit.id, title: 'Where is hall A?', uplift_count: 3, slug: 'where-is-hall-a' }),
    testQuestion(2, { event_id: summit.id, title: 'Is there coffee?', help_count: 5 }),
    testQuestion(3, { event_id: pwaDay.id, title: 'Not this one' }),
  ]);
  return db;
}

const signedIn = (id: string, role: CurrentUser['role'] = 'member') => setCurrentUser({ id, full_name: 'Someone', role, updatedAt: 1 } as CurrentUser);

beforeEach(() => {
  local.db = database();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 }));
});
afterEach(async () => {
  // Unmounted first: nothing may read the database or the network once they go.
  cleanup();
  await (await local.db)?.close();
  setCurrentUser(null);
  vi.unstubAllGlobals();
  resetEventStats();
  localStorage.clear();
});

describe('an event page for a guest', () => {
  it('shows the event and offers sign-in to join, which starts sign-in', async () => {
    const signIn = vi.fn(async () => undefined);
    await renderWithRouter(<EventDetails slugOrId="summit" signIn={signIn} />);
    expect(await screen.findByRole('heading', { name: 'Offline-First Summit' })).toBeTruthy();
    expect(screen.getByText(/Line one\s+Line two/).style.whiteSpace).toBe('pre-wrap');
    expect(screen.queryByRole('button', { name: /Join event/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
  });

  it("shows the server's counts and the organiser's name from the server's live view", async () => {
    vi.stubGlobal('fetch', async (url: URL) =>
      url.pathname.endsWith('/events/stats')
        ? new Response(JSON.stringify({ data: { [summit.id]: { attendee_count: 12, checked_in_count: 4 } } }))
        : new Response(JSON.stringify({ data: { organiser_name: 'Ada L.' } })),
    );
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    expect(await screen.findByText('12 attending · 4 checked in')).toBeTruthy();
    expect(await screen.findByText(sentence('Organised by Ada L.'))).toBeTruthy();
  });
});

describe('an event page for a guest, beside the public big screen', () => {
  const snapshot = {
    event: { id: summit.id, slug: 'summit', name: summit.name, description: null, location: null, starts_at: null, ends_at: null, live_status: 'live', is_community: false, is_meetverse: false },
    organiser_name: 'Ada Lovelace',
    attendee_count: 3,
    checked_in_count: 1,
    questions: [
      { id: 'q1', slug: 'coffee', title: 'Is there coffee?', help_count: 4, me_too_count: 1, uplift_count: 0, author_name: 'Grace Hopper' },
      { id: 'q2', slug: null, title: 'Who pays for lunch?', help_count: 0, me_too_count: 0, uplift_count: 1, author_name: null },
    ],
    updated_at: new Date().toISOString(),
  };

  it('shows guests the top questions the big screen shows, with its names but never an anonymous author, and offers sign-in to ask or react', async () => {
    vi.stubGlobal('fetch', async (url: URL) =>
      url.pathname.endsWith('/live') ? new Response(JSON.stringify({ data: snapshot })) : new Response(JSON.stringify({ data: {} })),
    );
    const signIn = vi.fn(async () => undefined);
    await renderWithRouter(<EventDetails slugOrId="summit" signIn={signIn} />);
    const top = within(await screen.findByTestId('public-top-questions'));
    await waitFor(() => expect(top.getAllByTestId('public-question').map((row) => row.textContent)).toEqual([
      'Is there coffee?Grace Hopper · 5 reactions',
      'Who pays for lunch?Anonymous · 1 reaction',
    ]));
    expect(screen.queryByText(/Sign in to see the questions/)).toBeNull();
    fireEvent.click(top.getByRole('button', { name: 'Sign in to ask or react' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
  });

  it('offers a guest no joining of an event that has ended', async () => {
    await renderWithRouter(<EventDetails slugOrId="pwa-day" signIn={async () => undefined} />);
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in to join' })).toBeNull();
  });
});

describe('an event page for a member', () => {
  it('offers joining and checking in, the top questions and the organiser from this device', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    expect(await screen.findByRole('button', { name: 'Join event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
    expect(await screen.findByText(sentence('Organised by Ada Lovelace'))).toBeTruthy();
    const top = within(screen.getByRole('region', { name: 'Top questions' }));
    await waitFor(() => expect(top.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual(['Is there coffee?', 'Where is hall A?']));
    expect(top.getByRole('link', { name: 'Where is hall A?' }).getAttribute('href')).toBe('/questions/where-is-hall-a');
    // And every question of the event, alone, in the order the member picks.
    expect(top.getByRole('link', { name: 'All questions, in any order' }).getAttribute('href')).toBe('/events/summit/questions');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Big screen' })).toBeTruthy();
  });

  it('checking in turns the button into the state, marked until the server has it, and counts the member', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(await screen.findByText('1 attending · 1 checked in')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave event' })).toBeTruthy();
  });

  it('says when check-in opens for an event that starts in two weeks, instead of offering it', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="meetup" />);
    expect(await screen.findByRole('button', { name: 'Join event' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByTestId('check-in-opens').textContent).toBe('Check-in opens in 14 days');
  });

  it('asks before leaving drops the check-in, naming it, and leaves only when told to', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    // The check-in is stored before the member leaves.
    await screen.findByText('Checked in');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave event' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(sentence('You checked in to Offline-First Summit. Leaving removes your check-in.'))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Checked in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave event' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave event' }));
    expect(await screen.findByRole('button', { name: 'Join event' })).toBeTruthy();
    expect(screen.queryByText('Checked in')).toBeNull();
  });

  it('leaves at once, without asking, when the member has not checked in', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join event' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave event' }));
    expect(await screen.findByRole('button', { name: 'Join event' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no check-in once the event has ended by its clock, whatever status it was stored with', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="pwa-day" />);
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(await screen.findByText('This event has ended, so it no longer takes new members.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('offers no joining, leaving or checking in for the meetverse', async () => {
    signedIn(GRACE);
    await renderWithRouter(<EventDetails slugOrId="meetverse" />);
    expect(await screen.findByRole('heading', { name: 'Meetverse' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join|Leave|Check in/ })).toBeNull();
  });

  it.each([
    ['the organiser', ADA, 'member'],
    ['an admin', GRACE, 'admin'],
  ] as const)('gives %s Edit and Open big screen', async (_who, id, role) => {
    signedIn(id, role);
    await renderWithRouter(<EventDetails slugOrId="summit" />);
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/events/summit/edit');
    expect(screen.getByRole('link', { name: 'Open big screen' }).getAttribute('href')).toBe('/events/summit/big-screen');
  });
});
