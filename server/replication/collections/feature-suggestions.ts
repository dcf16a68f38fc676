import { HOUR_MS, suggestionProblem, suggestionsPerHourProblem } from '../../../schemas/feature-suggestion.schema';
import { limitReached, registered, needsMember, writtenSince, type CollectionDef } from '../collection-def';
import { notAfter } from './clock';

/**
 * A member's suggestions sync to their own devices only (they are written offline and sent with the
 * rest); admins read everyone's through GET /feature-suggestions. Once sent, a suggestion stays as it is.
 */
export const featureSuggestions: CollectionDef<'feature_suggestions'> = {
  ...registered('feature_suggestions'),
  unseenRefusal: 'Only its author may change a suggestion',
  scope: (viewer, eb) => eb('user_id', '=', viewer?.userId ?? ''),
  canRead: (viewer, doc) => Boolean(viewer?.userId) && doc.user_id === viewer?.userId,
  formProblem: (doc) => suggestionProblem(doc),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (master) return 'A suggestion cannot be changed once it is sent';
    if (next.user_id !== viewer?.userId) return 'A suggestion is made in your own name: user_id must be your user id';
    const tooMany = suggestionsPerHourProblem(await writtenSince(ctx, 'feature_suggestions', { column: 'user_id', id: next.user_id }, HOUR_MS));
    return tooMany ? limitReached(tooMany) : null;
  },
  serverFields: (_viewer, next, master, ctx) => ({ created_at: master ? master.created_at : notAfter(next.created_at, ctx.now) }),
};
