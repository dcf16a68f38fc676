import { liveStatusAt } from '../../../schemas/event-live-status';
import { eventProblem, mayEditEvent, mayRunTeam, sameTeam, teamProblem, type EventWritten } from '../../../schemas/event-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { isAdmin, type Viewer } from '../../auth/viewer';
import { defaultTimeZone } from '../../config';
import { badRequest } from '../../http-error';
import { uniqueSlug } from '../../slug';
import { registered, type CollectionDef, type Doc, type Draft, type Refusal, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';
import { deleteSessionsOf } from './sessions';
import { slugRefusal, slugTaken } from './slugs';

/**
 * The server's own writer of event statuses (server/events/live-status-clock.ts). It is known by
 * this object alone, made here in the process: no token can name it.
 */
export const LIVE_STATUS_CLOCK: NonNullable<Viewer> = Object.freeze({ userId: null, sub: 'server:live-status-clock', email: null, role: 'member' });

/** A stored event's status at `now` by its clock (one without a start keeps the status it has). */
export const statusAt = (event: Pick<EventDoc, 'live_status' | 'starts_at' | 'ends_at'>, now: number) => liveStatusAt(event, now);

/**
 * Problems with what an organiser wrote, in the event form's own words (schemas/event-rules.ts); null
 * when there are none. A document the schema refuses (a name that is no string) is the schema's to say.
 */
export function eventFormProblem(doc: Record<string, unknown>): string | null {
  const texts = ['name', 'description', 'location', 'starts_at', 'ends_at', 'time_zone'] as const;
  if (texts.some((field) => doc[field] !== undefined && typeof doc[field] !== 'string')) return null;
  if (doc.is_community !== undefined && typeof doc.is_community !== 'boolean') return null;
  return eventProblem(doc as EventWritten);
}

/** What the clock may write besides the stamp and the sync state the store sets. */
const CLOCK_FIELDS = new Set(['live_status', 'updatedAt', 'sync_state', 'sync_error']);

/** Only the status may differ from the stored event in what the clock writes. */
function clockRefusal(next: Draft<'events'>, master: Doc<'events'> | undefined): Refusal {
  if (!master) return 'The status clock only updates existing events';
  const changed = changedFields(master, next).filter((key) => !CLOCK_FIELDS.has(key));
  return changed.length === 0 ? null : `The status clock changes only live_status, not ${changed.join(', ')}`;
}

function permissionRefusal(viewer: NonNullable<Viewer>, next: Draft<'events'>, master: Doc<'events'> | undefined): Refusal {
  const deleting = next._deleted && !master?._deleted;
  // The meetverse is the space everyone belongs to: it stays, and only an admin edits it.
  if (master?.is_meetverse) {
    if (deleting) return 'The meetverse cannot be deleted';
    if (!isAdmin(viewer)) return 'Only an admin may change the meetverse';
  }
  // One meetverse, and only an admin makes an event it or stops it being it, by any path.
  if ((next.is_meetverse === true) !== (master?.is_meetverse === true) && !isAdmin(viewer)) {
    return master ? 'Only an admin may make an event the meetverse or stop it being it' : 'Only an admin may create the meetverse';
  }
  const person = { id: viewer.userId, role: viewer.role };
  if (master && deleting && !mayRunTeam(master, person)) return 'Only the organiser may delete this event';
  if (master && !mayEditEvent(master, person)) return 'Only the organiser and co-hosts may change this event';
  // The organiser names the team: a co-host may change everything else.
  if (master && !sameTeam(master.team, next.team) && !mayRunTeam(master, person)) return 'Only the organiser may change who runs this event with them';
  return null;
}

/** A team of members of the app, once each, without the organiser; a team names people by their profile. */
async function teamRefusal(next: Draft<'events'>, owner: string | undefined, master: Doc<'events'> | undefined, ctx: WriteContext): Promise<Refusal> {
  if (sameTeam(master?.team, next.team)) return null;
  const problem = teamProblem(next.team, owner);
  if (problem) return badRequest(problem);
  const known = new Set((master?.team ?? []).map((member) => member.user_id));
  for (const { user_id: id } of next.team ?? []) {
    if (known.has(id)) continue;
    const profile = await ctx.get('users', id);
    if (!profile || profile._deleted || profile.deactivated_at) return badRequest('Pick a member of the app for the team');
  }
  return null;
}

/**
 * The slug an event is stored with. An edit keeps the one it has unless it names another (links keep
 * working); a new event takes the one it asks for while it is free, else one made from its name: a
 * device that made it offline could not know the slug was taken.
 */
async function slugFor(ctx: WriteContext, next: Draft<'events'>, master: Doc<'events'> | undefined): Promise<string> {
  if (master && next.slug !== undefined) return next.slug;
  if (master && master.slug !== undefined) return master.slug;
  if (!master && next.slug !== undefined && !(await slugTaken(ctx, 'events', next.slug, next.id))) return next.slug;
  return uniqueSlug(next.name, next.id, (slug) => slugTaken(ctx, 'events', slug, next.id));
}

export const events: CollectionDef<'events'> = {
  ...registered('events'),
  canRead: () => true,
  formProblem: eventFormProblem,
  async canWrite(viewer, next, master, ctx) {
    if (viewer === LIVE_STATUS_CLOCK) return clockRefusal(next, master);
    if (!viewer?.userId) return 'Authentication required';
    const refusal = permissionRefusal(viewer, next, master);
    if (refusal) return refusal;
    if (!next._deleted) {
      const problem = eventProblem(next);
      if (problem) return badRequest(problem);
      const team = await teamRefusal(next, master ? master.created_by : viewer.userId, master, ctx);
      if (team) return team;
    }
    return slugRefusal(ctx, 'events', next, master);
  },
  async serverFields(viewer, next, master, ctx) {
    // The clock computed the status at its own time; the rest is the stored event's.
    if (viewer === LIVE_STATUS_CLOCK) return {};
    const owner = master ? master.created_by : (viewer?.userId ?? undefined);
    return {
      ...(owner ? { created_by: owner } : {}),
      // An event with a start follows its clock, whatever a device sent; the server is the authority.
      live_status: statusAt(next, ctx.now),
      slug: await slugFor(ctx, next, master),
      // Every event has its venue's zone; an older app's write that names none keeps the stored one.
      time_zone: next.time_zone ?? master?.time_zone ?? defaultTimeZone(),
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    if (written._deleted && !master?._deleted) await deleteSessionsOf(ctx, written.id);
  },
};
