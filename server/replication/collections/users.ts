import { sql, type Expression, type SqlBool } from 'kysely';
import { profileFormProblem } from '../../../schemas/user.schema';
import type { Viewer } from '../../auth/viewer';
import { registered, type CollectionDef, type Doc, type Draft, type ReadLookup } from '../collection-def';
import { slugRefusal } from './slugs';

/** Taking part in an event: joining it, or checking in at its door (which joins). */
const ATTENDING = sql`kind in ('participation', 'check_in') and active = true and _deleted = false`;
const MEETVERSE = sql`select id from events where is_meetverse = true`;

/** The members `me` met: a meeting that stands, whichever of the two recorded it. */
const metBy = (me: string) =>
  sql`select case when user_id = ${me} then target_id else user_id end from interactions where kind = 'we_met' and active = true and _deleted = false and (user_id = ${me} or target_id = ${me})`;

/**
 * The members `me` shares a space with: attendees of the events `me` joined (the meetverse, everyone's,
 * is no shared event), the other members of `me`'s chats, the organisers of events, and the named askers
 * of the meetverse's shown questions (their names show beside what they asked).
 */
const relatedTo = (me: string) => sql`
  select user_id from interactions where ${ATTENDING} and target_id not in (${MEETVERSE})
    and target_id in (select target_id from interactions where user_id = ${me} and ${ATTENDING})
  union select user_id from chat_participants where room_id in (select room_id from chat_participants where user_id = ${me})
  union select created_by from events where _deleted = false and created_by is not null
  union select author_id from questions where _deleted = false and event_id in (${MEETVERSE})
    and (is_anonymous is null or is_anonymous = false) and (moderation is null or moderation = 'approved')`;

/**
 * The profiles a member pulls: their own, those of the members they met, and those of the members they
 * share a space with who chose to be listed (`listed`, absent reads as listed). Nobody else's: a first
 * sync brings the people around the member, never every member.
 */
export function pulledProfiles(me: string): Expression<SqlBool> {
  return sql<SqlBool>`(id = ${me} or id in (${metBy(me)}) or ((listed is null or listed = true) and id in (${relatedTo(me)})))`;
}

/**
 * Whether `viewer` may be served this profile at all: their own, a listed one, or an unlisted one of a
 * member they met. The same answer for an unlisted profile and for one that does not exist.
 */
export async function mayReadProfile(viewer: Viewer, doc: Pick<Doc<'users'> | Draft<'users'>, 'id' | 'listed'>, lookup: ReadLookup): Promise<boolean> {
  if (!viewer) return false;
  if (doc.listed !== false || doc.id === viewer.userId) return true;
  return viewer.userId ? lookup.met(viewer.userId, doc.id) : false;
}

export const users: CollectionDef<'users'> = {
  ...registered('users'),
  privateColumns: ['auth_id', 'email'],
  // A guest sees no profile; a member pulls the people around them (`pulledProfiles`).
  scope: (viewer, eb) => (viewer?.userId ? pulledProfiles(viewer.userId) : eb.lit(false)),
  canRead: mayReadProfile,
  formProblem: profileFormProblem,
  async canWrite(viewer, next, master, ctx) {
    if (!viewer) return 'Authentication required';
    // Profiles are created at signup (POST /users/me), which ties them to the sign-in identity.
    if (!master) return 'Profiles are created at signup';
    if (master.id !== viewer.userId) return 'Access denied to user profile';
    return slugRefusal(ctx, 'users', next, master);
  },
  serverFields(_viewer, next, master) {
    // Roles change only through the admin actions, never through a profile write; a profile's birth date is the server's.
    return { role: master?.role ?? 'member', created_at: master ? master.created_at : next.created_at };
  },
};
