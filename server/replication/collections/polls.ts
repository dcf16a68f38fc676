import { mayRunPolls } from '../../../schemas/event-rules';
import {
  normaliseWord,
  pollProblem,
  pollSessionProblem,
  pollStateProblem,
  POLL_FIXED_ONCE_OPEN,
  POLL_NOT_ON_SCREEN_AS_DRAFT,
  POLL_RUNNERS_ONLY,
  POLL_STAYS_IN_EVENT,
  tally,
  type PollTally,
} from '../../../schemas/poll-rules';
import { POLL_HIDDEN_WORDS_MAX, POLL_KINDS, type PollKind } from '../../../schemas/poll.schema';
import type { Viewer } from '../../auth/viewer';
import { badRequest, notFound } from '../../http-error';
import { needsMember, registered, type CollectionDef, type Doc, type Draft, type WriteContext } from '../collection-def';
import { changedFields } from './changed-fields';
import { notAfter } from './clock';

const person = (viewer: Viewer) => ({ id: viewer?.userId ?? null, role: viewer?.role });

const choicesOf = (value: unknown): string[] | undefined => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : undefined;
};

/**
 * A poll's results as its votes say, whatever a client wrote: every active vote read in the
 * transaction that changed one (writes queue one behind the other, so no vote is counted twice or
 * missed). 2,000 votes are read in a few milliseconds (bench/poll-votes.bench.ts).
 */
export async function pollTally(ctx: WriteContext, poll: Pick<Doc<'polls'>, 'id' | 'kind' | 'options' | 'hidden_words'>): Promise<PollTally> {
  const rows = await ctx.trx
    .selectFrom('interactions')
    .select(['choices'])
    .where('target_id', '=', poll.id)
    .where('kind', '=', 'vote')
    .where('active', '=', ctx.bool(true))
    .where('_deleted', '=', ctx.bool(false))
    .execute();
  return tally(poll, rows.map((row) => ({ active: true, choices: choicesOf(row.choices) })));
}

/** After a vote changed: the poll's results follow, and it replicates again (phones, the big screen). */
export async function recountPoll(ctx: WriteContext, pollId: string): Promise<void> {
  const poll = await ctx.get('polls', pollId);
  if (!poll || poll._deleted) return;
  // The tally is compared with the poll as read: one changed meanwhile makes the write run again.
  ctx.dependOn('polls', pollId);
  const counted = await pollTally(ctx, poll);
  if (changedFields(poll, { ...poll, ...counted }).length > 0) await ctx.save('polls', { ...poll, ...counted });
}

/** One poll of an event on its big screen: showing one takes the one before off. */
async function offScreenOthers(ctx: WriteContext, poll: Doc<'polls'>): Promise<void> {
  const rows = await ctx.trx
    .selectFrom('polls')
    .select('id')
    .where('event_id', '=', poll.event_id)
    .where('on_screen', '=', ctx.bool(true))
    .where('id', '!=', poll.id)
    .where('_deleted', '=', ctx.bool(false))
    .execute();
  for (const { id } of rows) {
    const other = await ctx.get('polls', id);
    if (other?.on_screen) await ctx.save('polls', { ...other, on_screen: false });
  }
}

const isKind = (value: unknown): value is PollKind => (POLL_KINDS as readonly unknown[]).includes(value);
const isOptions = (value: unknown): value is { id: string; label: string }[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' && typeof (item as { label?: unknown }).label === 'string');

/**
 * Live polls: made, opened, closed and put on the big screen by the event's organiser, co-hosts and
 * moderators (and admins: `mayRunPolls`); read by every member once open, a draft by its runners
 * alone. Results and the voter count are the server's, recounted from the votes (interactions of the
 * kind 'vote') on every accepted vote.
 */
export const polls: CollectionDef<'polls'> = {
  ...registered('polls'),
  unseenRefusal: POLL_RUNNERS_ONLY,
  async canRead(viewer, doc, lookup) {
    if (!viewer) return false;
    if (doc.state !== 'draft') return true;
    const event = await lookup.runners(doc.event_id);
    return event !== undefined && mayRunPolls(event, person(viewer));
  },
  // A field of the wrong type is the schema's to name.
  formProblem: (doc) =>
    typeof doc.question === 'string' && isKind(doc.kind) && (doc.options === undefined || isOptions(doc.options))
      ? pollProblem({ question: doc.question, kind: doc.kind, options: doc.options as { id: string; label: string }[] | undefined })
      : null,
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    const event = await ctx.get('events', next.event_id);
    if (!event || event._deleted) return notFound(`No event has the id '${next.event_id}'`);
    if (!mayRunPolls(event, person(viewer))) return POLL_RUNNERS_ONLY;
    if (master && master.event_id !== next.event_id) return badRequest(POLL_STAYS_IN_EVENT);
    if (next.session_id && (!master || master.session_id !== next.session_id)) {
      const problem = pollSessionProblem(next, await ctx.get('sessions', next.session_id));
      if (problem) return badRequest(problem);
    }
    if (master) {
      const back = pollStateProblem(master.state, next.state);
      if (back) return back;
      if (master.state !== 'draft' && changedFields({ kind: master.kind, options: master.options }, { kind: next.kind, options: next.options }).length > 0) return POLL_FIXED_ONCE_OPEN;
    }
    if (next.on_screen && next.state === 'draft' && !next._deleted) return badRequest(POLL_NOT_ON_SCREEN_AS_DRAFT);
    return null;
  },
  async serverFields(viewer, next, master, ctx) {
    const now = new Date(ctx.now).toISOString();
    const hidden = [...new Set((next.hidden_words ?? []).map(normaliseWord).filter(Boolean))];
    const counted = await pollTally(ctx, { ...next, hidden_words: hidden });
    return {
      created_by: master?.created_by ?? viewer?.userId ?? next.created_by,
      created_at: master ? master.created_at : notAfter(next.created_at, ctx.now),
      // The server's clock says when a poll opened and closed: a vote cast before the close counts.
      opened_at: next.state === 'draft' ? undefined : (master?.opened_at ?? (next.state === 'open' ? now : undefined)),
      closed_at: next.state === 'closed' ? (master?.closed_at ?? now) : undefined,
      hidden_words: hidden.length > 0 ? hidden : undefined,
      on_screen: next.on_screen === true,
      ...counted,
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    if (written.on_screen && !written._deleted && !master?.on_screen) await offScreenOthers(ctx, written);
  },
};

/**
 * Hides a word of a word cloud for a decision taken elsewhere (a report its moderators upheld), in that
 * decision's transaction, as a runner's hide does: the word leaves the results everywhere, recounted.
 */
export async function hidePollWord(ctx: WriteContext, pollId: string, word: string): Promise<void> {
  const poll = await ctx.get('polls', pollId);
  const hidden = normaliseWord(word);
  if (!poll || poll._deleted || !hidden || (poll.hidden_words ?? []).includes(hidden)) return;
  const hidden_words = [...(poll.hidden_words ?? []), hidden].slice(-POLL_HIDDEN_WORDS_MAX);
  await ctx.save('polls', { ...poll, hidden_words, ...(await pollTally(ctx, { ...poll, hidden_words })) });
}

/** A vote's poll as its voter may see it: a draft or a deleted poll is no poll to them. */
export async function votedPoll(ctx: WriteContext, next: Draft<'interactions'>): Promise<Doc<'polls'> | undefined> {
  const poll = await ctx.get('polls', next.target_id);
  return poll && !poll._deleted && poll.state !== 'draft' ? poll : undefined;
}
