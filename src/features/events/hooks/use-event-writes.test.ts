import { firstValueFrom, filter } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { interactionId } from '../../../../schemas/interaction.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { attendanceByEvent$, attendanceOf } from './use-attendance';
import { checkIn, toggleMembership } from './use-event-writes';

const ADA = 'ada';
const GRACE = 'grace';
const EVENT = 'summit';

afterEach(closeTestDatabases);
const database = () => openTestDatabase('attend');

async function standing(db: AppDatabase, userId: string, eventId = EVENT) {
  const docs = await db.interactions.find({ selector: { target_id: eventId } }).exec();
  return attendanceOf(docs.map((doc) => doc.toJSON()), userId);
}

const state = async (db: AppDatabase, kind: 'participation' | 'check_in', userId = ADA) => {
  const doc = await db.interactions.findOne(interactionId(kind, userId, EVENT)).exec();
  return doc ? { active: doc.active, sync_state: doc.sync_state } : undefined;
};

describe('checking in', () => {
  it('checks the member in and joins them at once, both waiting to sync', async () => {
    const db = await database();
    expect(await checkIn(db, ADA, EVENT)).toBe(true);
    expect(await state(db, 'check_in')).toEqual({ active: true, sync_state: 'pending' });
    expect(await state(db, 'participation')).toEqual({ active: true, sync_state: 'pending' });
    expect(await standing(db, ADA)).toMatchObject({ attendees: 1, checkedIn: 1, joined: true, checkInState: 'pending' });
  });

  it('twice writes nothing more: a check-in the server has stays as it has it', async () => {
    const db = await database();
    await checkIn(db, ADA, EVENT);
    for (const kind of ['participation', 'check_in'] as const) {
      await db.interactions.findOne(interactionId(kind, ADA, EVENT)).patch({ sync_state: 'sent', updatedAt: 7 });
    }
    expect(await checkIn(db, ADA, EVENT)).toBe(false);
    expect(await state(db, 'check_in')).toEqual({ active: true, sync_state: 'sent' });
    expect(await state(db, 'participation')).toEqual({ active: true, sync_state: 'sent' });
  });

  it('of a member who already joined leaves the join as it is', async () => {
    const db = await database();
    await toggleMembership(db, ADA, EVENT);
    await db.interactions.findOne(interactionId('participation', ADA, EVENT)).patch({ sync_state: 'sent', updatedAt: 3 });
    await checkIn(db, ADA, EVENT);
    expect(await state(db, 'participation')).toEqual({ active: true, sync_state: 'sent' });
  });
});

describe('joining and leaving', () => {
  it('joins, then leaves, and leaving takes back a check-in too', async () => {
    const db = await database();
    expect(await toggleMembership(db, ADA, EVENT)).toBe(true);
    await checkIn(db, ADA, EVENT);
    expect(await toggleMembership(db, ADA, EVENT)).toBe(false);
    expect(await state(db, 'participation')).toMatchObject({ active: false });
    expect(await state(db, 'check_in')).toMatchObject({ active: false });
    expect(await standing(db, ADA)).toMatchObject({ attendees: 0, checkedIn: 0, joined: false, checkInState: undefined });
  });

  it('counts a member who is checked in as in the event, so the button offers to leave', async () => {
    const db = await database();
    await db.interactions.insert({ id: interactionId('check_in', ADA, EVENT), kind: 'check_in', user_id: ADA, target_id: EVENT, active: true, created_at: new Date().toISOString(), sync_state: 'sent', updatedAt: 2 });
    expect((await standing(db, ADA)).joined).toBe(true);
    expect(await toggleMembership(db, ADA, EVENT)).toBe(false);
    expect(await state(db, 'check_in')).toMatchObject({ active: false, sync_state: 'pending' });
  });
});

describe('attendance of a list of events', () => {
  it('counts each event from its joins and check-ins and follows later writes, the member’s own unsent ones included', async () => {
    const db = await database();
    await checkIn(db, GRACE, EVENT);
    await toggleMembership(db, GRACE, 'meetup');
    const counts = attendanceByEvent$(db, [EVENT, 'meetup', 'empty'], ADA);
    const first = await firstValueFrom(counts);
    expect(first.get(EVENT)).toMatchObject({ attendees: 1, checkedIn: 1, joined: false });
    expect(first.get('meetup')).toMatchObject({ attendees: 1, checkedIn: 0 });
    expect(first.get('empty')).toMatchObject({ attendees: 0, checkedIn: 0 });

    const later = firstValueFrom(counts.pipe(filter((map) => map.get(EVENT)?.attendees === 2)));
    await checkIn(db, ADA, EVENT);
    expect((await later).get(EVENT)).toMatchObject({ attendees: 2, checkedIn: 2, joined: true, checkInState: 'pending' });
  });

  it('ignores reactions to questions: only joins and check-ins of the listed events count', async () => {
    const db = await database();
    await db.interactions.insert({ id: interactionId('uplift', ADA, EVENT), kind: 'uplift', user_id: ADA, target_id: EVENT, active: true, created_at: new Date().toISOString(), sync_state: 'sent', updatedAt: 2 });
    const first = await firstValueFrom(attendanceByEvent$(db, [EVENT], ADA));
    expect(first.get(EVENT)).toMatchObject({ attendees: 0, joined: false });
  });
});
