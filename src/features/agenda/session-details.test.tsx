// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import type { UserDoc } from '../../../schemas/user.schema';
import { renderWithRouter } from '../../test-utils/render-with-router';

const summit: EventDoc = {
  id: 'summit',
  slug: 'summit',
  name: 'Summit',
  created_by: 'ada',
  time_zone: 'Europe/Berlin',
  starts_at: '2026-06-01T07:00:00.000Z',
  ends_at: '2026-06-01T16:00:00.000Z',
  live_status: 'planned',
  is_community: false,
  sync_state: 'sent',
  updatedAt: 1,
} as EventDoc;
const keynote: SessionDoc = {
  id: 'keynote',
  event_id: 'summit',
  title: 'Keynote',
  description: 'First line\n<b>not bold</b>',
  starts_at: '2026-06-01T07:30:00.000Z',
  ends_at: '2026-06-01T08:30:00.000Z',
  room: 'Main hall',
  track: 'Frontend',
  capacity: 120,
  cancelled: true,
  speakers: [{ user_id: 'grace', name: 'Grace H.' }, { name: 'Alan Turing', bio: 'Codebreaker.' }],
  sync_state: 'sent',
  updatedAt: 1,
};
const grace = { id: 'grace', slug: 'grace-hopper', full_name: 'Grace Hopper' } as UserDoc;
const state = vi.hoisted(() => ({ session: null as SessionDoc | null }));

vi.mock('./use-sessions', () => ({
  useAgendaEvent: () => ({ data: summit, loading: false }),
  useSession: () => ({ data: state.session, loading: false }),
  useNeverSynced: () => false,
}));
vi.mock('../../db/use-members', () => ({ useUsersByIds: () => ({ data: new Map([['grace', grace]]) }) }));
vi.mock('../../lib/sync-client', () => ({ useSyncValue: () => true }));
vi.mock('./use-session-writes', () => ({ useSessionWrites: () => ({}) }));
const schedule = vi.hoisted(() => ({ starred: new Set<string>(), toggle: vi.fn() }));
vi.mock('./use-stars', () => ({ useSchedule: () => ({ starred: schedule.starred, loading: false, toggle: schedule.toggle }) }));
const { SessionDetails } = await import('./session-details');

const organiser = { id: 'ada', full_name: 'Ada' } as never;
async function renderPage(member: unknown, session: SessionDoc | null = keynote) {
  state.session = session;
  const questions = vi.fn(() => <p>the session's questions</p>);
  await renderWithRouter(<SessionDetails slugOrId="summit" sessionId="keynote" member={member as never} questions={questions} onDeleted={() => {}} />, { path: '/events/summit/sessions/keynote' });
  return { questions };
}

describe("a session's page", () => {
  it('shows its room, track, capacity, that it is cancelled, and its description as plain text with its line breaks', async () => {
    await renderPage(null);
    expect(screen.getByRole('heading', { name: 'Keynote', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('session-cancelled').textContent).toBe('Cancelled');
    expect(screen.getByTestId('session-room').textContent).toBe('Main hall');
    expect(screen.getByTestId('session-track').textContent).toBe('Frontend');
    expect(screen.getByTestId('session-capacity').textContent).toBe('120 seats');
    expect(screen.getByText(/First line\s+<b>not bold<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it("links a member speaker to their profile by their name, and shows a plain name's short bio", async () => {
    await renderPage(null);
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/profile/grace-hopper');
    expect(screen.getByText('Alan Turing')).toBeTruthy();
    expect(screen.getByText('Codebreaker.')).toBeTruthy();
  });

  it('gives the organiser the tools, and a guest none; both get the questions the screen composes for this session', async () => {
    const { questions } = await renderPage(organiser);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/events/summit/sessions/keynote/edit');
    expect(screen.getByRole('button', { name: 'Restore session' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(questions).toHaveBeenCalledWith(summit, keynote);
    expect(screen.getByText("the session's questions")).toBeTruthy();
  });

  it("gives a member the star of their schedule beside the calendar, and a guest only the calendar", async () => {
    const open = { ...keynote, cancelled: false };
    state.session = open;
    const calendar = () => <a href="/calendar/keynote.ics">Add to calendar</a>;
    const page = (member: unknown) => <SessionDetails slugOrId="summit" sessionId="keynote" member={member as never} questions={() => null} onDeleted={() => {}} calendar={calendar} />;
    const { unmount } = await renderWithRouter(page(organiser), { path: '/events/summit/sessions/keynote' });
    const star = screen.getByRole('button', { name: 'Add to my schedule' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(schedule.toggle).toHaveBeenCalledWith('keynote', 'summit');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    unmount();

    schedule.starred = new Set(['keynote']);
    const again = await renderWithRouter(page(organiser), { path: '/events/summit/sessions/keynote' });
    expect(screen.getByRole('button', { name: 'In my schedule' }).getAttribute('aria-pressed')).toBe('true');
    again.unmount();

    await renderWithRouter(page(null), { path: '/events/summit/sessions/keynote' });
    expect(screen.queryByTestId('schedule-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('says a session that is not there is not on the agenda', async () => {
    await renderPage(null, null);
    expect(screen.getByRole('heading', { name: 'This session is not on the agenda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the agenda of Summit' })).toBeTruthy();
  });

  it("does not show another event's session under this event", async () => {
    await renderPage(null, { ...keynote, event_id: 'other' });
    expect(screen.getByRole('heading', { name: 'This session is not on the agenda' })).toBeTruthy();
  });
});
