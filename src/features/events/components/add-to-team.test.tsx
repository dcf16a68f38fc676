// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../../member/member-store';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { AddToTeam } = await import('./add-to-team');

const ADA = 'ada-id';
const GRACE = { id: 'grace-id', full_name: 'Grace Hopper' };
const event = (id: string, name: string, fields: Partial<EventDoc> = {}): EventDoc => ({ id, slug: id, name, live_status: 'planned', is_community: false, created_by: ADA, sync_state: 'sent', updatedAt: 1, ...fields });

async function show(memberId: string, events: EventDoc[]) {
  local.db = openTestDatabase('add-to-team').then(async (db) => {
    if (events.length) await db.events.bulkInsert(events);
    return db;
  });
  setCurrentUser({ id: memberId, full_name: 'Someone', role: 'member', updatedAt: 1 } as CurrentUser);
  await renderWithRouter(<AddToTeam memberId={memberId} person={GRACE} />);
  return local.db;
}

afterEach(async () => {
  cleanup();
  await closeTestDatabases();
  setCurrentUser(null);
});

describe("'Add to a team' on a member's profile", () => {
  it('names the member to a role in an event its viewer organises, stored to sync', async () => {
    const db = await show(ADA, [event('summit', 'Summit'), event('meetup', 'Meetup'), event('past', 'Past party', { live_status: 'ended' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to a team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Grace Hopper to a team' });
    // Events that are over are not offered.
    expect(within(dialog).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Meetup', 'Summit', 'Co-host', 'Moderator', 'Door staff']);
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'summit' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'door' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the team' }));
    await waitFor(async () => expect((await db.events.findOne('summit').exec())?.toJSON()).toMatchObject({ team: [{ user_id: GRACE.id, role: 'door' }], sync_state: 'pending' }));
  });

  it('offers only the events whose team the member is not in yet', async () => {
    await show(ADA, [event('summit', 'Summit', { team: [{ user_id: GRACE.id, role: 'co_host' }] }), event('meetup', 'Meetup')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to a team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Grace Hopper to a team' });
    expect(within(dialog.querySelector('select')!).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Meetup']);
  });

  it('is not offered to a member who organises nothing', async () => {
    await show('tim-id', [event('summit', 'Summit')]);
    // The database has answered: the events were read, and none is Tim's.
    await (await local.db)!.events.find().exec();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Add to a team' })).toBeNull();
  });
});
