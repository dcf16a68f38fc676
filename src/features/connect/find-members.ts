import { memberCode } from '../../../schemas/member-code';
import type { UserDoc } from '../../../schemas/user.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import type { ConnectTarget } from './scanned-text';

/** A member Connect can record a meeting with: what their profile link and the list of matches show. */
export type FoundMember = Pick<UserDoc, 'id' | 'full_name'> & { slug?: string | undefined; profile_picture?: string | undefined };

/** What looking up a scanned or typed target found on this device. */
export type Lookup =
  /** The member's own code or profile. */
  | { kind: 'self' }
  /** Nobody on this device (their profile may not have synced yet). */
  | { kind: 'none' }
  /** One member, or several sharing a code, for the member to choose from. */
  | { kind: 'found'; members: FoundMember[] };

const found = (doc: UserDoc): FoundMember => ({ id: doc.id, full_name: doc.full_name, slug: doc.slug, profile_picture: doc.profile_picture });
const byName = (a: FoundMember, b: FoundMember) => a.full_name.localeCompare(b.full_name) || a.id.localeCompare(b.id);

/**
 * Finds whom `target` names among the profiles on this device, offline too: a code is computed from
 * every local profile's id (codes are never stored), a profile link is matched on id, then on slug.
 */
export async function findMembers(db: AppDatabase, target: ConnectTarget, selfId: string): Promise<Lookup> {
  let docs: UserDoc[];
  if (target.kind === 'code') {
    if (memberCode(selfId) === target.code) return { kind: 'self' };
    const all = await db.users.find().exec();
    docs = all.filter((doc) => memberCode(doc.id) === target.code).map((doc) => doc.toJSON() as UserDoc);
  } else {
    const byId = await db.users.findOne(target.slugOrId).exec();
    const doc = byId ?? (await db.users.findOne({ selector: { slug: target.slugOrId } }).exec());
    docs = doc ? [doc.toJSON() as UserDoc] : [];
    if (target.slugOrId === selfId || docs.some((user) => user.id === selfId)) return { kind: 'self' };
  }
  const members = docs.filter((doc) => doc.id !== selfId && !doc.deactivated_at).map(found).sort(byName);
  return members.length > 0 ? { kind: 'found', members } : { kind: 'none' };
}
