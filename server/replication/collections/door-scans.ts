import { firstScan, notJoined, ONLY_DOOR_RUNNERS, SCAN_STAYS } from '../../../schemas/door-rules';
import { mayRunDoor } from '../../../schemas/event-rules';
import { checkInProblem } from '../../../schemas/check-in-window';
import { interactionId } from '../../../schemas/interaction.schema';
import type { Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { needsMember, registered, type CollectionDef, type Doc, type EventRunners, type WriteContext } from '../collection-def';
import { notAfter } from './clock';

const runsDoor = (viewer: Viewer, event: EventRunners | undefined) =>
  Boolean(viewer?.userId) && event !== undefined && mayRunDoor(event, { id: viewer?.userId ?? null, role: viewer?.role });

/** The attendee's scans at the event, as the transaction sees them. */
async function scansOf(ctx: WriteContext, eventId: string, attendeeId: string) {
  return ctx.trx
    .selectFrom('door_scans')
    .select(['id', 'scanned_at'])
    .where('event_id', '=', eventId)
    .where('attendee_id', '=', attendeeId)
    .where('_deleted', '=', ctx.bool(false))
    .execute();
}

/**
 * A scan checks its attendee in, in its own transaction: their check-in (the interaction every
 * count and 'checked in' display reads) is made active if it is not, dated by the earliest scan,
 * so the first scan wins whichever phone's scan reached the server first.
 */
async function checkIn(ctx: WriteContext, scan: Doc<'door_scans'>): Promise<void> {
  const id = interactionId('check_in', scan.attendee_id, scan.event_id);
  const existing = await ctx.get('interactions', id);
  const first = firstScan(await scansOf(ctx, scan.event_id, scan.attendee_id)) ?? scan;
  if (existing && existing.active && !existing._deleted) {
    // Checked in already: an earlier scan that arrives late moves the time back to it.
    if (Date.parse(first.scanned_at) < Date.parse(existing.created_at)) await ctx.save('interactions', { ...existing, created_at: first.scanned_at });
    return;
  }
  const base = existing ?? { id, kind: 'check_in' as const, user_id: scan.attendee_id, target_id: scan.event_id };
  await ctx.save('interactions', { ...base, active: true, created_at: first.scanned_at, _deleted: false });
}

/**
 * Scans at an event's door, each made on a door phone (offline too) and kept: read and written by
 * the event's door-runners (`mayRunDoor`: its organiser, co-hosts, door staff, and admins), never by
 * the attendee or anyone else. A scan names an attendee with an active participation in an event
 * whose check-in is open at the scan's time; it never changes once made.
 */
export const doorScans: CollectionDef<'door_scans'> = {
  ...registered('door_scans'),
  unseenRefusal: ONLY_DOOR_RUNNERS,
  canRead: async (viewer, doc, lookup) => runsDoor(viewer, await lookup.runners(doc.event_id)),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (master) return SCAN_STAYS;
    if (next._deleted) return badRequest(SCAN_STAYS);
    const event = await ctx.get('events', next.event_id);
    if (!event || event._deleted) return notFound(`No event has the id '${next.event_id}'`);
    if (!mayRunDoor(event, { id: viewer?.userId ?? null, role: viewer?.role })) return ONLY_DOOR_RUNNERS;
    const participation = await ctx.get('interactions', interactionId('participation', next.attendee_id, next.event_id));
    if (!participation || !participation.active || participation._deleted) {
      const attendee = await ctx.get('users', next.attendee_id);
      return badRequest(notJoined(attendee && !attendee._deleted ? attendee.full_name : undefined));
    }
    // Check-in is open at the time of the scan: a phone offline at the door sends its scans after.
    const problem = checkInProblem(event, Date.parse(next.scanned_at));
    return problem ? badRequest(problem) : null;
  },
  serverFields: (viewer, next, master, ctx) =>
    master
      ? { staff_id: master.staff_id, scanned_at: master.scanned_at }
      : { staff_id: viewer?.userId ?? next.staff_id, scanned_at: notAfter(next.scanned_at, ctx.now) },
  async afterWrite(_viewer, written, master, ctx) {
    if (!master && !written._deleted) await checkIn(ctx, written);
  },
};
