import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../local-store/open-database';
import { insertAsPulled } from '../../../../local-store/earlier-version.testing';
import type { CurrentUser } from '../../../member/member-store';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { saveProfile } from './use-profile-writes';

const member: CurrentUser = { id: 'katherine-id', full_name: 'Katherine Johnson', bio: 'Orbits', role: 'member', email: 'katherine@example.com', updatedAt: 10 };
const pulled = { id: member.id, full_name: member.full_name, bio: 'Orbits, from the server', updatedAt: 20, sync_state: 'sent' };

afterEach(closeTestDatabases);

/** The database as the save sees it when the sync stores the profile just after the save looked for it. */
function arrivingDuringTheSave(db: AppDatabase): AppDatabase {
  let looked = false;
  const users = new Proxy(db.users, {
    get(target, key, receiver) {
      if (key !== 'findOne' || looked) return Reflect.get(target, key, receiver) as unknown;
      return (id: string) => ({
        exec: async () => {
          looked = true;
          await insertAsPulled(db.users as never, [pulled]);
          return null;
        },
        id,
      });
    },
  });
  return new Proxy(db, { get: (target, key, receiver) => (key === 'users' ? users : Reflect.get(target, key, receiver)) as unknown });
}

describe('saveProfile', () => {
  it('stores the profile from the signed-in copy, marked to send, when the device has none yet', async () => {
    const db = await openTestDatabase('save-profile');
    await saveProfile(db, member, { listed: false });
    const stored = (await db.users.findOne(member.id).exec())!;
    expect(stored.listed).toBe(false);
    expect(stored.sync_state).toBe('pending');
    expect(stored.full_name).toBe('Katherine Johnson');
  });

  it('puts the change on the copy the sync stored between its look and its write, instead of failing', async () => {
    const db = await openTestDatabase('save-profile-race');
    await saveProfile(arrivingDuringTheSave(db), member, { listed: false });
    const stored = (await db.users.findOne(member.id).exec())!;
    expect(stored.listed).toBe(false);
    expect(stored.sync_state).toBe('pending');
    expect(stored.bio).toBe('Orbits, from the server');
  });
});
