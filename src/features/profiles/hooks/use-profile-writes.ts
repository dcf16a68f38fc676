import { useMemo } from 'react';
import { userSchema, type UserDoc } from '../../../../schemas/user.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { track } from '../../../lib/analytics';
import { markPending } from '../../../../local-store/mark-pending';
import { useMember, type CurrentUser } from '../../../member/member-store';
import { profilePatch, type ProfileInput } from '../profile-fields';

const STORED_FIELDS = new Set(Object.keys(userSchema.properties));

/**
 * Writes the member's profile edit to this device, marked pending for the sync to send. When the
 * member's own profile has not reached the device yet, it is stored from the signed-in copy.
 */
export async function saveProfile(db: AppDatabase, member: CurrentUser, patch: Partial<UserDoc>): Promise<void> {
  const existing = await db.users.findOne(member.id).exec();
  if (existing) {
    await markPending(existing, patch);
    return;
  }
  const known = Object.fromEntries(Object.entries(member).filter(([key, value]) => STORED_FIELDS.has(key) && value !== null && value !== undefined));
  await db.users.insert({ ...(known as UserDoc), ...patch, sync_state: 'pending', updatedAt: member.updatedAt ?? 0 });
}

/** The member's profile edits: stored here at once (synced later), counted. */
export function useProfileWrites() {
  const member = useMember();
  return useMemo(
    () => ({
      async save(input: ProfileInput) {
        const patch = profilePatch(input);
        const offline = !navigator.onLine;
        const result = await localWrite((db) => saveProfile(db, member, patch), {
          failure: 'Your profile was not saved',
          keptNote: 'Your changes are kept on this page until they are saved.',
          // The signed-in copy (header, names) follows the stored profile by itself: useOwnProfile.
          onStored: () => track('Profile Edited', { offline }),
        });
        if (result.stored) toast.success('Profile saved', offline ? { description: 'It syncs when you are back online.' } : undefined);
        return result;
      },
    }),
    [member],
  );
}
