import { useMemo } from 'react';
import { userSchema, type UserDoc } from '../../../../schemas/user.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { localWrite } from '../../../components/local-write/local-write';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { track } from '../../../lib/analytics';
import { markPending } from '../../../../local-store/mark-pending';
import { useMember, type CurrentUser } from '../../../member/member-store';
import { profilePatch, type ProfileInput } from '../profile-fields';

const STORED_FIELDS = new Set(Object.keys(userSchema.properties));

const messages = defineMessages({
  notSaved: { id: 'profiles.save.notSaved', defaultMessage: 'Your profile was not saved' },
  kept: { id: 'profiles.save.kept', defaultMessage: 'Your changes are kept on this page until they are saved.' },
  saved: { id: 'profiles.save.saved', defaultMessage: 'Profile saved' },
  savedOffline: { id: 'profiles.save.savedOffline', defaultMessage: 'It syncs when you are back online.' },
});

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
  try {
    await db.users.insert({ ...(known as UserDoc), ...patch, sync_state: 'pending', updatedAt: member.updatedAt ?? 0 });
  } catch (error) {
    // The sync stored the profile between the read and the insert: the edit goes onto that copy.
    const arrived = (error as { code?: string }).code === 'CONFLICT' ? await db.users.findOne(member.id).exec() : null;
    if (!arrived) throw error;
    await markPending(arrived, patch);
  }
}

/** The member's profile edits: stored here at once (synced later), counted. */
export function useProfileWrites() {
  const member = useMember();
  return useMemo(
    () => ({
      async save(input: ProfileInput) {
        const patch = profilePatch(input);
        const offline = !navigator.onLine;
        const intl = appIntl();
        const result = await localWrite((db) => saveProfile(db, member, patch), {
          failure: intl.formatMessage(messages.notSaved),
          keptNote: intl.formatMessage(messages.kept),
          // The signed-in copy (header, names) follows the stored profile by itself: useOwnProfile.
          onStored: () => track('Profile Edited', { offline }),
        });
        if (result.stored) toast.success(intl.formatMessage(messages.saved), offline ? { description: intl.formatMessage(messages.savedOffline) } : undefined);
        return result;
      },
    }),
    [member],
  );
}
