// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { EventTeam } = await import('./event-team');

const ADA = 'ada-id';
const GRACE = 'grace-id';
const TIM = 'tim-id';
const person = (id: string, full_name: string): UserDoc => ({ id, slug: full_name.toLowerCase().replace(' ', '-'), full_name, updatedAt: 1 }) as UserDoc;
const summit: EventDoc = { id: 'summit-id', slug: 'summit', name: 'Summit', live_status: 'planned', is_community: false, created_by: ADA, sync_state: 'sent', updatedAt: 1 };

async function database(event: EventDoc): Promise<AppDatabase> {
  const db = await openTestDatabase('team');
  await db.events.insert(event);
  await db.users.bulkInsert([person(ADA, 'Ada Lovelace'), person(GRACE, 'Grace Hopper'), person(TIM, 'Tim Berners')]);
  return db;
}

const as = (id: string | null) => (id ? ({ id, full_name: 'Someone', role: 'member', updatedAt: 1 } as CurrentUser) : null);

/** The event as the page holds it: read from the database, and shown again on every change, as the event page does. */
function LiveTeam({ db, first, member }: { db: AppDatabase; first: EventDoc; member: CurrentUser | null }) {
  const [event, setEvent] = useState(first);
  useEffect(() => {
    const subscription = db.events.findOne(first.id).$.subscribe((doc) => doc && setEvent(doc.toJSON() as EventDoc));
    return () => subscription.unsubscribe();
  }, [db, first.id]);
  return <EventTeam event={event} member={member} />;
}

async function show(event: EventDoc, memberId: string | null) {
  local.db = database(event);
  const db = await local.db;
  setCurrentUser(as(memberId));
  await renderWithRouter(<LiveTeam db={db} first={event} member={as(memberId)} />);
  return db;
}

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
  setCurrentUser(null);
});

describe("an event's team", () => {
  it('shows everyone who runs the event, by name and role, linking to their profiles', async () => {
    await show({ ...summit, team: [{ user_id: GRACE, role: 'co_host' }, { user_id: TIM, role: 'door' }] }, null);
    await waitFor(() => expect(screen.getAllByTestId('team-member').map((row) => row.textContent)).toEqual(['Grace HopperCo-host', 'Tim BernersDoor staff']));
    const rows = screen.getAllByTestId('team-member');
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/profile/grace-hopper');
    expect(screen.queryByRole('button', { name: 'Manage team' })).toBeNull();
  });

  it('shows nothing of an event without a team to anyone but its organiser, who is told what a team is for', async () => {
    await show(summit, GRACE);
    expect(screen.queryByTestId('event-team')).toBeNull();
    cleanup();
    await closeTestDatabases();
    await show(summit, ADA);
    expect(await screen.findByText('Add co-hosts, moderators and door staff to run it with you.')).toBeTruthy();
  });

  it("gives a co-host no say over the team", async () => {
    await show({ ...summit, team: [{ user_id: GRACE, role: 'co_host' }] }, GRACE);
    await screen.findAllByTestId('team-member');
    expect(screen.queryByRole('button', { name: 'Manage team' })).toBeNull();
  });

  it('lets the organiser add a member with a role, change the role and remove them, each stored to sync', async () => {
    const db = await show(summit, ADA);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('team-empty')).toBeTruthy();
    // The organiser is not offered: they run the event already.
    await userEvent.click(within(dialog).getByLabelText('Member'));
    // The list is drawn as it opens (its transition keeps it hidden from the accessibility tree here).
    const list = await screen.findByRole('listbox', { hidden: true });
    // The members are read as the editor opens.
    await waitFor(() => expect(within(list).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Grace Hopper', 'Tim Berners']));
    await userEvent.click(within(list).getByRole('option', { name: 'Grace Hopper', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'moderator' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the team' }));
    });
    const stored = async () => (await db.events.findOne(summit.id).exec())!.toJSON() as EventDoc;
    await waitFor(async () => expect((await stored()).team).toEqual([{ user_id: GRACE, role: 'moderator' }]));
    expect((await stored()).sync_state).toBe('pending');

    fireEvent.change(await within(dialog).findByLabelText('Role of Grace Hopper'), { target: { value: 'co_host' } });
    await waitFor(async () => expect((await stored()).team).toEqual([{ user_id: GRACE, role: 'co_host' }]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper from the team' }));
    await waitFor(async () => expect((await stored()).team).toEqual([]));
  });
});
