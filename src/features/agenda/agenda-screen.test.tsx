// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../../schemas/event.schema';
import { interactionId } from '../../../schemas/interaction.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../member/member-store';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import type { AgendaSearch } from './agenda-screen';
import { sentence } from '../../test-utils/sentence';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined, online: true }));
vi.mock('../../db/database', () => ({ getDatabase: () => local.db }));
vi.mock('../../lib/sync-client', () => ({ useSyncValue: (select: (sync: { online: boolean }) => unknown) => select({ online: local.online }) }));
vi.mock('../../lib/analytics', () => ({ trackSessionStarred: vi.fn() }));
const { trackSessionStarred } = await import('../../lib/analytics');
const { AgendaScreen, OFFLINE_AGENDA } = await import('./agenda-screen');

const MINUTE = 60_000;
const ADA = 'ada-id';
const GRACE = 'grace-id';
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const summit: EventDoc = {
  id: 'summit-id', slug: 'summit', name: 'Offline-First Summit', live_status: 'live', is_community: false, created_by: ADA,
  starts_at: iso(-24 * 60 * MINUTE), ends_at: iso(24 * 60 * MINUTE), time_zone: 'UTC', sync_state: 'sent', updatedAt: 1,
};

const session = (id: string, start: number, end: number, fields: Partial<SessionDoc> = {}): SessionDoc => ({
  id, event_id: summit.id, title: id, starts_at: iso(start), ends_at: iso(end), sync_state: 'sent', updatedAt: 1, ...fields,
});

async function database(sessions: SessionDoc[]): Promise<AppDatabase> {
  const db = await openTestDatabase('agenda');
  await db.events.insert(summit);
  if (sessions.length) await db.sessions.bulkInsert(sessions);
  return db;
}

const signedIn = (id: string) => setCurrentUser({ id, full_name: 'Someone', role: 'member', updatedAt: 1 } as CurrentUser);

async function show(search: AgendaSearch = {}, onSearch = vi.fn(), signIn = <button type="button">Sign in</button>) {
  const rendered = await renderWithRouter(<AgendaScreen event={summit} search={search} onSearch={onSearch} signIn={signIn} />);
  return { ...rendered, onSearch };
}

const card = (title: string) => screen.getByText(title, { selector: 'a' }).closest<HTMLElement>('[data-testid="agenda-session"]')!;

beforeEach(() => {
  local.online = true;
  // The sessions are placed around now: at noon of today (UTC, the tests' zone) none crosses into tomorrow,
  // whatever the hour the suite runs at; the clock still moves on in real time.
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  vi.useFakeTimers({ now: noon, toFake: ['Date'], shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await closeTestDatabases();
  setCurrentUser(null);
  vi.clearAllMocks();
});

describe('the agenda', () => {
  it("on a first visit, shows the sessions the page brought at once, until the device's database has the event's own", async () => {
    const event = { ...summit, id: 'first-visit-id', slug: 'first-visit' };
    const brought = [session('Welcome', -30 * MINUTE, 0, { event_id: event.id }), session('Keynote', 0, 60 * MINUTE, { event_id: event.id })];
    let open: (db: AppDatabase) => void = () => {};
    local.db = new Promise((resolve) => (open = resolve));
    await renderWithRouter(<AgendaScreen event={event} search={{}} onSearch={vi.fn()} firstVisitSessions={brought} />);
    expect(await screen.findByText('Keynote')).toBeTruthy();
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.queryByLabelText('Loading agenda')).toBeNull();
    // The database, synced, has the event's sessions: they replace the page's.
    const db = await openTestDatabase('agenda-first-visit');
    await db.events.insert(event);
    await db.sessions.insert(session('Keynote, moved', 60 * MINUTE, 120 * MINUTE, { event_id: event.id }));
    await act(async () => open(db));
    expect(await screen.findByText('Keynote, moved')).toBeTruthy();
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it("shows a guest the sessions under the venue's day, each linking to its page, with no stars", async () => {
    local.db = database([
      session('Keynote', -30 * MINUTE, 30 * MINUTE, { room: 'Main hall', track: 'Frontend', speakers: [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }] }),
      session('Cancelled talk', 60 * MINUTE, 90 * MINUTE, { cancelled: true }),
    ]);
    await show();
    expect(await screen.findByText('Keynote')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(screen.getByText('Times in UTC')).toBeTruthy();
    expect(screen.getByText('Keynote').closest('a')?.getAttribute('href')).toBe('/events/summit/sessions/Keynote');
    expect(within(card('Keynote')).getByText(sentence('Ada Lovelace, Grace Hopper'))).toBeTruthy();
    expect(within(card('Keynote')).getByText('Main hall')).toBeTruthy();
    expect(within(card('Keynote')).getByText('Frontend')).toBeTruthy();
    expect(within(card('Keynote')).getByText('Now')).toBeTruthy();
    expect(within(card('Cancelled talk')).getByText('Cancelled')).toBeTruthy();
    expect(card('Cancelled talk').dataset.cancelled).toBe('true');
    expect(screen.queryByRole('button', { name: 'Add to my schedule' })).toBeNull();
  });

  it("offers a guest sign-in for 'My schedule'", async () => {
    local.db = database([session('Keynote', -30 * MINUTE, 30 * MINUTE)]);
    await show({ mine: true });
    expect(await screen.findByText(/Sign in to star sessions/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Keynote')).toBeNull();
  });

  it("moves 'Now' and 'Next' on as sessions start and end, without a reload", async () => {
    local.db = database([session('Opening', -10 * MINUTE, 1200), session('Second', 1200, 20 * MINUTE), session('Third', 20 * MINUTE, 30 * MINUTE)]);
    await show();
    await screen.findByText('Opening');
    expect(within(card('Opening')).getByText('Now')).toBeTruthy();
    expect(within(card('Second')).getByText('Next')).toBeTruthy();
    await waitFor(() => expect(within(card('Second')).getByText('Now')).toBeTruthy(), { timeout: 4000 });
    expect(within(card('Third')).getByText('Next')).toBeTruthy();
    expect(within(card('Opening')).queryByText('Now')).toBeNull();
  });

  it('says when it shows what the device saved, offline', async () => {
    local.online = false;
    local.db = database([session('Keynote', -30 * MINUTE, 30 * MINUTE)]);
    await show();
    expect(await screen.findByText(OFFLINE_AGENDA)).toBeTruthy();
  });

  it("tells an empty agenda's organiser how to add a session, and nobody else", async () => {
    signedIn(ADA);
    local.db = database([]);
    const { unmount } = await show();
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a session' }).getAttribute('href')).toBe('/events/summit/sessions/new');
    unmount();
    signedIn(GRACE);
    await show();
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a session' })).toBeNull();
  });
});

describe('filters and search', () => {
  const sessions = [
    session('Offline sync', 10 * MINUTE, 40 * MINUTE, { room: 'Main hall', track: 'Frontend' }),
    session('CRDT workshop', 10 * MINUTE, 40 * MINUTE, { room: 'Room B', track: 'Data', speakers: [{ name: 'Grace Hopper' }] }),
  ];

  it('shows the sessions the address narrows it to, and clears them back to all', async () => {
    local.db = database(sessions);
    const { onSearch } = await show({ q: 'grace' });
    expect(await screen.findByText('CRDT workshop')).toBeTruthy();
    expect(screen.queryByText('Offline sync')).toBeNull();
    expect(screen.getByText(/1 session match/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearch).toHaveBeenLastCalledWith({ mine: undefined });
  });

  it('puts typed words in the address', async () => {
    local.db = database(sessions);
    const { onSearch } = await show({ room: 'Room B' });
    await screen.findByText('CRDT workshop');
    expect(screen.queryByText('Offline sync')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by title or speaker' }), { target: { value: 'crdt' } });
    expect(onSearch).toHaveBeenLastCalledWith({ room: 'Room B', q: 'crdt' });
  });

  it('says so when nothing matches', async () => {
    local.db = database(sessions);
    await show({ q: 'nothing like this' });
    expect(await screen.findByText('No sessions match')).toBeTruthy();
  });
});

describe('stars and my schedule', () => {
  it('stars a session with one interaction per member and session, waiting to sync, and takes the star back', async () => {
    signedIn(GRACE);
    local.db = database([session('Keynote', 10 * MINUTE, 40 * MINUTE)]);
    await show();
    await screen.findByText('Keynote');
    fireEvent.click(within(card('Keynote')).getByRole('button', { name: 'Add to my schedule' }));
    const star = await within(card('Keynote')).findByRole('button', { name: 'Remove from my schedule' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const db = await local.db!;
    const stored = async () => (await db.interactions.findOne(interactionId('star', GRACE, 'Keynote')).exec())?.toJSON();
    await waitFor(async () => expect(await stored()).toMatchObject({ kind: 'star', user_id: GRACE, target_id: 'Keynote', active: true, sync_state: 'pending' }));
    await waitFor(() => expect(trackSessionStarred).toHaveBeenLastCalledWith('Keynote', summit.id, true));

    fireEvent.click(star);
    expect((await within(card('Keynote')).findByRole('button', { name: 'Add to my schedule' })).getAttribute('aria-pressed')).toBe('false');
    await waitFor(async () => expect((await stored())?.active).toBe(false));
    await waitFor(() => expect(trackSessionStarred).toHaveBeenLastCalledWith('Keynote', summit.id, false));
  });

  it('draws a long agenda a few cards at a time, in time order, until every session is on show', async () => {
    const many = Array.from({ length: 40 }, (_, n) => session(`Talk ${String(n).padStart(2, '0')}`, (10 + n) * MINUTE, (40 + n) * MINUTE));
    local.db = database(many);
    await show();
    await screen.findByText('Talk 00');
    const first = screen.getAllByTestId('agenda-session').length;
    expect(first).toBeLessThan(many.length);
    expect(screen.getByTestId('agenda-day').parentElement?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('agenda-session')).toHaveLength(many.length), { timeout: 4000 });
    expect(screen.getAllByTestId('agenda-session').map((shown) => shown.dataset.sessionId)).toEqual(many.map((one) => one.id));
    await waitFor(() => expect(screen.getByTestId('agenda-day').parentElement?.getAttribute('aria-busy')).toBe('false'));
  });

  it('shows only the starred sessions in my schedule, overlaps flagged', async () => {
    signedIn(GRACE);
    local.db = database([
      session('Morning talk', 10 * MINUTE, 60 * MINUTE),
      session('Workshop', 30 * MINUTE, 90 * MINUTE),
      session('Closing', 120 * MINUTE, 150 * MINUTE),
      session('Not starred', 10 * MINUTE, 150 * MINUTE),
    ]);
    const db = await local.db;
    await db.interactions.bulkInsert(
      ['Morning talk', 'Workshop', 'Closing'].map((target) => ({
        id: interactionId('star', GRACE, target), kind: 'star' as const, user_id: GRACE, target_id: target, active: true, created_at: iso(0), sync_state: 'sent' as const, updatedAt: 1,
      })),
    );
    await show({ mine: true });
    await screen.findByText('Morning talk');
    expect(screen.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeTruthy();
    expect(screen.getByTestId('agenda-view').textContent).toBe('My schedule');
    expect(screen.queryByText('Not starred')).toBeNull();
    expect(within(card('Morning talk')).getByText('Overlaps')).toBeTruthy();
    expect(within(card('Workshop')).getByText('Overlaps')).toBeTruthy();
    expect(within(card('Closing')).queryByText('Overlaps')).toBeNull();
    expect(screen.getByTestId('overlap-notice').textContent).toMatch(/2 sessions in your schedule overlap/);
  });

  it('tells a member with no stars how to fill their schedule', async () => {
    signedIn(GRACE);
    local.db = database([session('Keynote', 10 * MINUTE, 40 * MINUTE)]);
    await show({ mine: true });
    expect(await screen.findByText('Nothing in your schedule yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the full agenda' }).getAttribute('href')).toBe('/events/summit/agenda');
  });
});

describe('switching views', () => {
  it("goes to 'My schedule' and back through the address", async () => {
    signedIn(GRACE);
    local.db = database([session('Keynote', 10 * MINUTE, 40 * MINUTE)]);
    const { onSearch } = await show({ q: 'key' });
    await screen.findByText('Keynote');
    await act(async () => fireEvent.click(screen.getByText('My schedule')));
    expect(onSearch).toHaveBeenLastCalledWith({ q: 'key', mine: true });
  });
});
