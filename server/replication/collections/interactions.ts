import type { RxJsonSchema } from 'rxdb';
import { interactionId, interactionSchema, TARGET_OF, type InteractionKind } from '../../../schemas/interaction.schema';
import type { Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { needsMember, type CollectionDef, type Doc, type WriteContext } from '../collection-def';
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

export const interactions: CollectionDef = {
  name: 'interactions',
  table: 'interactions',
  schema: interactionSchema as RxJsonSchema<unknown>,
  publicRead: false,
  syncField: 'sync_state',
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
    if (master) return master.user_id === viewer?.userId ? null : 'Only its owner may change this interaction';
    if (next.user_id !== viewer?.userId) return 'An interaction is made in your own name: user_id must be your user id';
    if (kind === 'we_met' && next.target_id === viewer?.userId) return badRequest('You cannot record meeting yourself');
    return targetProblem(next, ctx);
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
