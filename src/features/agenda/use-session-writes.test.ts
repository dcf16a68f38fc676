import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import { emptySessionValues, sessionInputOf } from './session-form-values';
import { createSession, deleteSession, setSessionCancelled, updateSession, type SessionInput } from './use-session-writes';

afterEach(closeTestDatabases);

const summit = { starts_at: '2026-06-01T07:00:00.000Z', time_zone: 'Europe/Berlin' };
const input = (values: Partial<ReturnType<typeof emptySessionValues>> = {}): SessionInput =>
  sessionInputOf({ ...emptySessionValues(summit), title: ' Keynote ', start: '2026-06-01T09:30', end: '2026-06-01T10:15', room: ' Main hall ', ...values }, summit);

describe('writing sessions on the device', () => {
  it("stores a new session with its event's id and the instants of the venue's wall times, waiting to sync", async () => {
    const db = await openTestDatabase('sessions');
    const created = await createSession(db, 'ada', 'summit', input({ capacity: '120', speakers: [{ key: 'k', userId: 'grace', name: 'Grace Hopper', bio: '' }] }));
    const stored = (await db.sessions.findOne(created.id).exec())?.toJSON();
    expect(stored).toMatchObject({
      event_id: 'summit',
      title: 'Keynote',
      starts_at: '2026-06-01T07:30:00.000Z',
      ends_at: '2026-06-01T08:15:00.000Z',
      room: 'Main hall',
      capacity: 120,
      speakers: [{ user_id: 'grace', name: 'Grace Hopper' }],
      created_by: 'ada',
      sync_state: 'pending',
    });
    expect(stored).not.toHaveProperty('description');
    expect(stored).not.toHaveProperty('track');
  });

  it('saves changes, and a field emptied goes rather than staying empty', async () => {
    const db = await openTestDatabase('sessions');
    const created = await createSession(db, 'ada', 'summit', input({ track: 'Frontend', description: 'About it' }));
    await db.sessions.findOne(created.id).patch({ sync_state: 'sent', updatedAt: 5 });
    await updateSession(db, created.id, input({ track: '', description: '', start: '2026-06-01T11:00', end: '2026-06-01T12:00' }));
    const stored = (await db.sessions.findOne(created.id).exec())?.toJSON();
    expect(stored).toMatchObject({ starts_at: '2026-06-01T09:00:00.000Z', ends_at: '2026-06-01T10:00:00.000Z', sync_state: 'pending' });
    expect(stored).not.toHaveProperty('track');
    expect(stored).not.toHaveProperty('description');
  });

  it('cancels a session and restores it, and deletes it', async () => {
    const db = await openTestDatabase('sessions');
    const created = await createSession(db, 'ada', 'summit', input());
    await setSessionCancelled(db, created.id, true);
    expect((await db.sessions.findOne(created.id).exec())?.cancelled).toBe(true);
    await setSessionCancelled(db, created.id, false);
    expect((await db.sessions.findOne(created.id).exec())?.cancelled).toBe(false);
    await deleteSession(db, created.id);
    expect(await db.sessions.findOne(created.id).exec()).toBeNull();
  });
});
