import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../../../../schemas/user.schema';
import type { CurrentUser } from '../../../member/member-store';
import { followLocal } from './use-own-profile';

const member: CurrentUser = { id: 'grace-id', full_name: 'Grace Hopper', bio: 'Old', role: 'member', email: 'grace@example.com', updatedAt: 10 };
const local = (fields: Partial<UserDoc>): UserDoc => ({ id: 'grace-id', full_name: 'Grace Hopper', bio: 'Old', role: 'member', sync_state: 'sent', updatedAt: 10, ...fields });

describe('the signed-in copy follows the profile on this device', () => {
  it('takes an edit not yet synced, keeping what only the signed-in copy has', () => {
    expect(followLocal(member, local({ bio: 'New', sync_state: 'pending' }))).toEqual({ ...member, bio: 'New', sync_state: undefined, sync_error: undefined });
  });

  it('takes a later server state pulled in from another device', () => {
    expect(followLocal(member, local({ full_name: 'Grace B. Hopper', updatedAt: 20 })).full_name).toBe('Grace B. Hopper');
  });

  it('keeps the signed-in copy when the device has an older state', () => {
    expect(followLocal(member, local({ bio: 'Older', updatedAt: 5 }))).toBe(member);
  });

  it("keeps the role the server gave the signed-in copy: an admin by the server's configuration stays one", () => {
    const admin: CurrentUser = { ...member, role: 'admin' };
    const followed = followLocal(admin, local({ bio: 'New', sync_state: 'pending', role: 'member' }));
    expect(followed).toMatchObject({ bio: 'New', role: 'admin' });
  });

  it('is the same object when nothing differs, so nothing re-renders', () => {
    expect(followLocal(member, local({}))).toBe(member);
  });
});
