import { interactionId, TARGET_OF, type InteractionKind } from '../../../schemas/interaction.schema';
import type { Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { registered, needsMember, type CollectionDef, type Doc, type Refusal, type WriteContext } from '../collection-def';
import { notAfter } from './clock';
import { notifyCanHelp } from './notifications';
import { COUNTED_KINDS, recountQuestion } from './questions';

const TABLE_OF = { question: 'questions', user: 'users', event: 'events' } as const;

/** Bookmarks are private, 'we met' is between the two members, every other interaction is for all members. */
export function mayReadInteraction(viewer: Viewer, doc: Doc): boolean {
  if (!viewer) return false;
  if (doc.kind === 'bookmark') return doc.user_id === viewer.userId;
  if (doc.kind === 'we_met') return doc.user_id === viewer.userId || doc.target_id === viewer.userId;
  return true;
}

const isActive = (doc: Doc | undefined) => Boolean(doc && doc.active && !doc._deleted);

async function targetProblem(next: Doc, ctx: WriteContext) {
  const type = TARGET_OF[next.kind as InteractionKind];
  const target = await ctx.get(TABLE_OF[type], String(next.target_id));
  return !target || target._deleted ? notFound(`No ${type} has the id '${String(next.target_id)}'`) : null;
}

/** A new interaction is the member's own, with a target that exists (and a 'we met' is with someone else). */
async function newProblem(viewer: Viewer, next: Doc, ctx: WriteContext): Promise<Refusal> {
  if (next.user_id !== viewer?.userId) return 'An interaction is made in your own name: user_id must be your user id';
  if (next.kind === 'we_met' && next.target_id === viewer?.userId) return badRequest('You cannot record meeting yourself');
  return targetProblem(next, ctx);
}

const EVENT_ENDED = 'This event has ended; it no longer takes new members';

/** A join (a participation made active) of an event that has ended: those who joined before stay, and anyone may leave. */
async function joinsEndedEvent(next: Doc, master: Doc | undefined, ctx: WriteContext): Promise<boolean> {
  if (next.kind !== 'participation' || !isActive(next) || isActive(master)) return false;
  const event = await ctx.get('events', String(next.target_id));
  return event?.live_status === 'ended';
}

export const interactions: CollectionDef = {
  ...registered('interactions'),
  scope: (viewer) => (eb) => {
    const me = viewer?.userId ?? '';
    return eb.or([
      eb('kind', 'not in', ['bookmark', 'we_met']),
      eb('user_id', '=', me),
      eb.and([eb('kind', '=', 'we_met'), eb('target_id', '=', me)]),
    ]);
  },
  canRead: mayReadInteraction,
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    const kind = next.kind as InteractionKind;
    const expected = interactionId(kind, String(next.user_id), String(next.target_id));
    // One id per (kind, member, target) on every device: toggles converge and counts never double.
    if (next.id !== expected) return badRequest(`An interaction's id must be '${expected}'`);
    const refusal = master ? (master.user_id === viewer?.userId ? null : 'Only its owner may change this interaction') : await newProblem(viewer, next, ctx);
    if (refusal) return refusal;
    // Not bad input but a rule of the event: a new join fails its push, a rejoin of one the member left is a conflict.
    return (await joinsEndedEvent(next, master, ctx)) ? EVENT_ENDED : null;
  },
  serverFields: (_viewer, next, master, ctx) => ({
    created_at: master ? master.created_at : notAfter(String(next.created_at), ctx.now),
  }),
  async afterWrite(_viewer, written, master, ctx) {
    const kind = written.kind as InteractionKind;
    if (kind in COUNTED_KINDS) await recountQuestion(ctx, String(written.target_id));
    if (kind === 'can_help' && isActive(written) && !isActive(master)) await notifyCanHelp(ctx, written);
  },
};
