import { mayEditEvent } from '../../../schemas/event-rules';
import { sessionProblem, type SessionWritten } from '../../../schemas/session-rules';
import type { Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { needsMember, registered, type CollectionDef, type Doc, type Draft, type Refusal, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';

/** Who changes an event's agenda: whoever may edit the event (its organiser, its co-hosts, an admin). */
export const mayEditAgenda = mayEditEvent;

const ONLY_ORGANISER = "Only the event's organiser and co-hosts may change its agenda";

/** A session's fields as the rules read them, once the schema has passed them (a wrong type is the schema's to say). */
function written(doc: Record<string, unknown>): SessionWritten | null {
  const texts = ['title', 'description', 'starts_at', 'ends_at', 'room', 'track'] as const;
  if (texts.some((field) => doc[field] !== undefined && typeof doc[field] !== 'string')) return null;
  if (doc.capacity !== undefined && typeof doc.capacity !== 'number') return null;
  if (doc.speakers !== undefined && (!Array.isArray(doc.speakers) || doc.speakers.some((s) => typeof s !== 'object' || s === null))) return null;
  return doc as SessionWritten;
}

/** Fields a change of which makes calendars take the new version (SEQUENCE). */
const CALENDAR_FIELDS = new Set(['title', 'description', 'starts_at', 'ends_at', 'room', 'track', 'speakers', 'cancelled', '_deleted']);

async function eventRefusal(viewer: NonNullable<Viewer>, next: Draft<'sessions'>, master: Doc<'sessions'> | undefined, ctx: WriteContext): Promise<Refusal> {
  if (master && master.event_id !== next.event_id) return badRequest('A session stays in its event: event_id cannot change');
  const event = await ctx.get('events', next.event_id);
  // The same answer whether the event is missing or deleted: a session needs an event to belong to.
  if (!event || event._deleted) return master ? null : notFound(`No event has the id '${next.event_id}'`);
  if (event.is_community) return master ? null : badRequest('A community has no agenda: sessions belong to events');
  if (!mayEditAgenda(event, { id: viewer.userId, role: viewer.role })) return ONLY_ORGANISER;
  if (next._deleted) return null;
  const problem = sessionProblem(next, event);
  return problem ? badRequest(problem) : null;
}

/**
 * An event's sessions: read by everyone (guests too: an agenda is public, like its event), written by
 * whoever may edit the event. A session lies inside its event's times; the server counts its versions.
 */
export const sessions: CollectionDef<'sessions'> = {
  ...registered('sessions'),
  unseenRefusal: ONLY_ORGANISER,
  canRead: () => true,
  formProblem(doc) {
    const fields = written(doc);
    // The event's times are checked with the event, in canWrite.
    return fields ? sessionProblem(fields, undefined) : null;
  },
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing || !viewer) return missing;
    return eventRefusal(viewer, next, master, ctx);
  },
  serverFields(viewer, next, master) {
    const changed = master ? changedFields(master, next).some((field) => CALENDAR_FIELDS.has(field)) : false;
    const sequence = master ? (master.sequence ?? 0) + (changed ? 1 : 0) : 0;
    return {
      sequence,
      cancelled: next.cancelled ?? false,
      ...(master?.created_by ? { created_by: master.created_by } : viewer?.userId ? { created_by: viewer.userId } : {}),
    };
  },
};

/** A deleted event's sessions go with it, in the same transaction. */
export async function deleteSessionsOf(ctx: WriteContext, eventId: string): Promise<void> {
  const rows = await ctx.trx.selectFrom('sessions').select('id').where('event_id', '=', eventId).where('_deleted', '=', ctx.bool(false)).execute();
  for (const { id } of rows) {
    const session = await ctx.get('sessions', id);
    if (session && !session._deleted) await ctx.save('sessions', { ...session, _deleted: true });
  }
}
