import { useEffect } from 'react';
import type { UserDoc } from '../../../../schemas/user.schema';
import { setCurrentUser, useMember, type CurrentUser } from '../../../member/member-store';
import { useLocalProfile } from './use-profile';

/**
 * Whether the device's copy of the member's profile is newer than the signed-in copy: an edit not yet
 * acknowledged by the server, or a later server state pulled in (an edit made on another device).
 */
export function localIsNewer(local: UserDoc, member: CurrentUser): boolean {
  return local.sync_state !== 'sent' || local.updatedAt >= (member.updatedAt ?? 0);
}

/** The signed-in copy with the device's profile fields laid over it; the same object when nothing differs. */
export function followLocal(member: CurrentUser, local: UserDoc): CurrentUser {
  if (local.id !== member.id || !localIsNewer(local, member)) return member;
  // The role is the server's to say (an admin may be one by the server's configuration alone): it
  // comes with the signed-in copy, never from the profile document.
  const { sync_state: _state, sync_error: _error, role: _role, ...fields } = local;
  const record = member as Record<string, unknown>;
  const differs = Object.entries(fields).some(([key, value]) => JSON.stringify(record[key]) !== JSON.stringify(value));
  return differs ? { ...member, ...fields } : member;
}

/**
 * The signed-in member's own profile as this device has it, edits not yet synced included; the
 * signed-in copy until the device's arrives. It also keeps the signed-in copy (the header's avatar, the
 * member's name on every screen) following the device's, so an edit shows everywhere at once, and a
 * server answer older than an unsent edit does not undo it on screen.
 */
export function useOwnProfile(): { user: CurrentUser; doc: UserDoc | null; loading: boolean } {
  const member = useMember();
  const { data: local, loading } = useLocalProfile(member.id);
  const doc = local && local.id === member.id ? local : null;
  const followed = doc ? followLocal(member, doc) : member;
  useEffect(() => {
    if (followed !== member) setCurrentUser(followed);
  }, [followed, member]);
  return { user: doc ? { ...followed, ...doc } : member, doc, loading: loading && local === undefined };
}
