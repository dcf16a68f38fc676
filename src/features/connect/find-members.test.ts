import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import type * as MemberCodes from '../../../schemas/member-code';

// Two members sharing a code is rare (40 bits); the test makes Tim and Tom share one.
vi.mock('../../../schemas/member-code', async (original) => {
  const real = await original<typeof MemberCodes>();
  return { ...real, memberCode: (id: string) => (id === 'tim-id' || id === 'tom-id' ? 'TTTTTTTT' : real.memberCode(id)) };
});
const { memberCode } = await import('../../../schemas/member-code');
const { findMembers } = await import('./find-members');

afterEach(closeTestDatabases);

async function people(): Promise<AppDatabase> {
  const db = await openTestDatabase('connect');
  await db.users.bulkInsert([
    { id: 'ada-id', slug: 'ada-lovelace', full_name: 'Ada Lovelace', updatedAt: 1 },
    { id: 'grace-id', slug: 'grace-hopper', full_name: 'Grace Hopper', profile_picture: 'https://pictures.example/grace.png', updatedAt: 1 },
    { id: 'tom-id', full_name: 'Tom Thumb', updatedAt: 1 },
    { id: 'tim-id', full_name: 'Tim Berners-Lee', updatedAt: 1 },
    { id: 'gone-id', full_name: 'Gone Member', deactivated_at: '2026-01-01T00:00:00.000Z', updatedAt: 1 },
  ]);
  return db;
}

describe('finding whom a code or a profile link names on this device', () => {
  it('finds the member whose id makes the code', async () => {
    const db = await people();
    expect(await findMembers(db, { kind: 'code', code: memberCode('grace-id') }, 'ada-id')).toEqual({
      kind: 'found',
      members: [{ id: 'grace-id', full_name: 'Grace Hopper', slug: 'grace-hopper', profile_picture: 'https://pictures.example/grace.png' }],
    });
  });

  it('lists both members, by name, when two share a code', async () => {
    const db = await people();
    const lookup = await findMembers(db, { kind: 'code', code: 'TTTTTTTT' }, 'ada-id');
    expect(lookup.kind === 'found' && lookup.members.map((member) => member.full_name)).toEqual(['Tim Berners-Lee', 'Tom Thumb']);
  });

  it('finds nobody for a code no profile on the device has, nor for a deactivated member', async () => {
    const db = await people();
    expect(await findMembers(db, { kind: 'code', code: 'ZZZZZZZZ' }, 'ada-id')).toEqual({ kind: 'none' });
    expect(await findMembers(db, { kind: 'code', code: memberCode('gone-id') }, 'ada-id')).toEqual({ kind: 'none' });
  });

  it("says it is the member's own for their code or their own profile link", async () => {
    const db = await people();
    expect(await findMembers(db, { kind: 'code', code: memberCode('ada-id') }, 'ada-id')).toEqual({ kind: 'self' });
    expect(await findMembers(db, { kind: 'profile', slugOrId: 'ada-lovelace' }, 'ada-id')).toEqual({ kind: 'self' });
    expect(await findMembers(db, { kind: 'profile', slugOrId: 'ada-id' }, 'ada-id')).toEqual({ kind: 'self' });
  });

  it('finds a profile link by id or by slug', async () => {
    const db = await people();
    const ids = async (slugOrId: string) => {
      const lookup = await findMembers(db, { kind: 'profile', slugOrId }, 'ada-id');
      return lookup.kind === 'found' ? lookup.members.map((member) => member.id) : lookup.kind;
    };
    expect(await ids('grace-hopper')).toEqual(['grace-id']);
    expect(await ids('tom-id')).toEqual(['tom-id']);
    expect(await ids('nobody-here')).toBe('none');
  });
});
