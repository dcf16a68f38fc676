import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../test-utils/test-database';
import { eventAttendances$, memberMeetings$, metIds, PROFILES_PER_READ, profilesByIds$ } from './attendance-reads';

afterEach(closeTestDatabases);

const toggle = (kind: 'participation' | 'check_in' | 'we_met' | 'me_too', user: string, target: string, active = true) => ({
  id: `${kind}:${user}:${target}`, kind, user_id: user, target_id: target, active, created_at: '2026-11-30T10:00:00.000Z', sync_state: 'sent' as const, updatedAt: 1,
});

describe('reads of attendances, meetings and profiles on their indexes', () => {
  it("gives an event's joins and check-ins, withdrawn ones included, and nothing else of the event", async () => {
    const db = await openTestDatabase();
    await db.interactions.bulkInsert([toggle('participation', 'ada', 'e1'), toggle('check_in', 'ada', 'e1'), toggle('participation', 'tim', 'e1', false), toggle('participation', 'ada', 'e2'), toggle('me_too', 'ada', 'e1')]);
    const found = await firstValueFrom(eventAttendances$(db, 'e1'));
    expect(found.map((doc) => `${doc.kind} ${doc.user_id} ${doc.active}`).sort()).toEqual(['check_in ada true', 'participation ada true', 'participation tim false']);
  });

  it('gives the meetings a member recorded or was named in that still stand, and the other member of each', async () => {
    const db = await openTestDatabase();
    await db.interactions.bulkInsert([toggle('we_met', 'ada', 'grace'), toggle('we_met', 'tim', 'ada'), toggle('we_met', 'ada', 'linus', false), toggle('we_met', 'tim', 'grace')]);
    const meetings = await firstValueFrom(memberMeetings$(db, 'ada'));
    expect([...metIds(meetings, 'ada')].sort()).toEqual(['grace', 'tim']);
  });

  it('reads the profiles of more members than one read holds, and leaves out those the device lacks', async () => {
    const db = await openTestDatabase();
    const count = PROFILES_PER_READ * 2 + 5;
    await db.users.bulkInsert(Array.from({ length: count }, (_, n) => ({ id: `member-${n}`, full_name: `Member ${n}`, updatedAt: 1 })));
    const wanted = [...Array.from({ length: count }, (_, n) => `member-${n}`), 'nobody'];
    const profiles = await firstValueFrom(profilesByIds$(db, wanted));
    expect(profiles.size).toBe(count);
    expect(profiles.get(`member-${count - 1}`)?.full_name).toBe(`Member ${count - 1}`);
    expect(profiles.has('nobody')).toBe(false);
    expect((await firstValueFrom(profilesByIds$(db, []))).size).toBe(0);
  });
});
