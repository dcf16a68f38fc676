import { blockProblem, blocksBetween, directMessageProblem } from '../../../schemas/block-rules';
import { checkInProblem } from '../../../schemas/check-in-window';
import { voteProblem, voteTimeProblem } from '../../../schemas/poll-rules';
import { meetingConfirmed, tagsProblem } from '../../../schemas/contact-rules';
import { canHelpProblem, interactionId, isPrivateKind, meetingNoteProblem, otherMember, PRIVATE_KINDS, TARGET_OF } from '../../../schemas/interaction.schema';
import type { Viewer } from '../../auth/viewer';
import { badRequest, HttpError, notFound } from '../../http-error';
import { registered, needsMember, type CollectionDef, type Doc, type Draft, type Refusal, type WriteContext } from '../collection-def';
import { notAfter } from './clock';
import { statusAt } from './events';
import { notifyCanHelp, notifyMeeting, notifyMeetingConfirmed } from './notifications';
import { recountPoll, votedPoll } from './polls';
import { carryLateReaction, isCounted, recountQuestion } from './questions';

const TABLE_OF = { question: 'questions', user: 'users', event: 'events', session: 'sessions', poll: 'polls' } as const;

/** Bookmarks and stars are private, 'we met' is between the two members, every other interaction is for all members. */
export function mayReadInteraction(viewer: Viewer, doc: Draft<'interactions'>): boolean {
  if (!viewer) return false;
  if (isPrivateKind(doc.kind)) return doc.user_id === viewer.userId;
  if (doc.kind === 'we_met') return doc.user_id === viewer.userId || doc.target_id === viewer.userId;
  return true;
}

/** A list of texts; anything else in `tags` is the schema's to refuse. */
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const isActive = (doc: Draft<'interactions'> | undefined) => doc !== undefined && doc.active && !doc._deleted;

/**
 * Why no direct message may pass between two members (the block rule, schemas/block-rules.ts): either
 * one blocks the other. The words never say which; null when messages may pass.
 */
export async function directMessageRefusal(ctx: WriteContext, memberA: string, memberB: string): Promise<string | null> {
  const active = new Set<string>();
  for (const id of blocksBetween(memberA, memberB)) if (isActive(await ctx.get('interactions', id))) active.add(id);
  return directMessageProblem(memberA, memberB, (id) => active.has(id));
}

/**
 * The members a block stands between with `memberId`, either way: whom they block and who blocks them.
 * For the server's refusals only; no answer lists them.
 */
export async function blockedEitherWay(ctx: WriteContext, memberId: string): Promise<string[]> {
  const rows = await ctx.trx
    .selectFrom('interactions')
    .select(['user_id', 'target_id'])
    .where('kind', '=', 'block')
    .where('active', '=', ctx.bool(true))
    .where('_deleted', '=', ctx.bool(false))
    .where((eb) => eb.or([eb('user_id', '=', memberId), eb('target_id', '=', memberId)]))
    .execute();
  return rows.map((row) => (row.user_id === memberId ? row.target_id : row.user_id));
}

async function targetProblem(next: Draft<'interactions'>, ctx: WriteContext) {
  const type = TARGET_OF[next.kind];
  // A draft poll is no poll to a voter: its runners alone know of it.
  if (type === 'poll') return (await votedPoll(ctx, next)) ? null : notFound(`No poll has the id '${next.target_id}'`);
  const target = await ctx.get(TABLE_OF[type], next.target_id);
  return !target || target._deleted ? notFound(`No ${type} has the id '${next.target_id}'`) : null;
}

/**
 * 'Can help' is offered on others' questions (`canHelpProblem`, the device's rule too): one made active
 * on the member's own question is refused, as bad input when new and as a conflict when it changes one
 * the member had (so the device takes the server's inactive copy back).
 */
async function ownHelpRefusal(viewer: Viewer, next: Draft<'interactions'>, master: Doc<'interactions'> | undefined, ctx: WriteContext): Promise<Refusal> {
  if (next.kind !== 'can_help' || !isActive(next) || isActive(master)) return null;
  const question = await ctx.get('questions', next.target_id);
  const problem = question ? canHelpProblem(viewer?.userId, question) : null;
  if (!problem) return null;
  return master ? problem : badRequest(problem);
}

/** A new interaction is the member's own, with a target that exists (and a 'we met' is with someone else). */
async function newProblem(viewer: Viewer, next: Draft<'interactions'>, ctx: WriteContext): Promise<Refusal> {
  if (next.user_id !== viewer?.userId) return 'An interaction is made in your own name: user_id must be your user id';
  if (next.kind === 'we_met' && next.target_id === viewer?.userId) return badRequest('You cannot record meeting yourself');
  if (next.kind === 'contact' && next.target_id === viewer?.userId) return badRequest('You cannot keep yourself as a contact');
  const selfBlock = next.kind === 'block' ? blockProblem(next.user_id, next.target_id) : null;
  if (selfBlock) return badRequest(selfBlock);
  return (await targetProblem(next, ctx)) ?? ownHelpRefusal(viewer, next, undefined, ctx);
}

/** A meeting belongs to both its members (either may add where, or take it back); every other interaction to its maker. */
function ownerRefusal(viewer: Viewer, master: Doc<'interactions'>): Refusal {
  if (master.user_id === viewer?.userId) return null;
  if (master.kind === 'we_met' && master.target_id === viewer?.userId) return null;
  return 'Only its owner may change this interaction';
}

/**
 * A vote (schemas/poll-rules.ts): its choices fit its poll, and it is cast while the poll is open, or
 * before it closed (a phone offline in the room sends its vote later). The time is the vote's own,
 * that of the member's latest choice (`created_at`, capped at the server's clock). A refusal carries
 * its words even for a change of a vote the member had, so their device says why it did not count.
 * Only a vote has choices.
 */
/**
 * What each kind carries: a note and tags belong to a member's own contact card, never to the meeting
 * both members read (a note on a meeting from a device of before is moved onto its writer's card), and
 * an event to a meeting, an event that exists.
 */
async function fieldsRefusal(next: Draft<'interactions'>, master: Doc<'interactions'> | undefined, ctx: WriteContext): Promise<Refusal> {
  if (next.tags !== undefined && next.kind !== 'contact') return badRequest('Only a contact has tags');
  if (next.event_id !== undefined && next.kind !== 'we_met') return badRequest('Only a meeting names its event');
  if (next.kind === 'we_met' && next.event_id && next.event_id !== master?.event_id) {
    const event = await ctx.get('events', next.event_id);
    if (!event || event._deleted) return notFound(`No event has the id '${next.event_id}'`);
  }
  return null;
}

async function voteRefusal(next: Draft<'interactions'>, ctx: WriteContext): Promise<Refusal> {
  if (next.kind !== 'vote') return next.choices !== undefined ? badRequest('Only a vote has choices') : null;
  const poll = await votedPoll(ctx, next);
  if (!poll) return notFound(`No poll has the id '${next.target_id}'`);
  const problem = isActive(next) ? voteProblem(poll, next.choices) : null;
  if (problem) return badRequest(problem);
  const late = voteTimeProblem(poll, next.created_at);
  return late ? new HttpError(403, 'poll_closed', late) : null;
}

const EVENT_ENDED = 'This event has ended; it no longer takes new members';
const MEETVERSE_STAYS = 'You cannot leave the meetverse';

const eventOf = (ctx: WriteContext, next: Draft<'interactions'>) => ctx.get('events', next.target_id);

/** Ended by its clock at this write's time (an event without a start keeps the status it was given). */
const hasEnded = (event: Doc<'events'> | undefined, now: number) => event !== undefined && statusAt(event, now) === 'ended';

const ownParticipation = (ctx: WriteContext, checkIn: Doc<'interactions'>) => ctx.get('interactions', interactionId('participation', checkIn.user_id, checkIn.target_id));

/**
 * The rules of taking part in an event. An event that has ended takes no new members: a join (a
 * participation made active) is refused; those who joined before stay, and anyone may leave. A
 * check-in (which joins) is taken from an hour before the start until the end, and never for a
 * community (`checkInProblem`): a new one outside that is bad input, a change of one a conflict.
 * Everyone belongs to the meetverse without joining it, and nobody leaves it.
 */
async function participationRefusal(next: Draft<'interactions'>, master: Doc<'interactions'> | undefined, ctx: WriteContext): Promise<Refusal> {
  if (next.kind !== 'participation' && next.kind !== 'check_in') return null;
  if (next.kind === 'participation' && !isActive(next)) {
    // Writing an inactive participation is leaving, unless it was inactive already.
    if (master && !isActive(master)) return null;
    return (await eventOf(ctx, next))?.is_meetverse ? MEETVERSE_STAYS : null;
  }
  if (!isActive(next) || isActive(master)) return null;
  const event = await eventOf(ctx, next);
  if (next.kind === 'check_in') {
    // The one rule of the device and the server: from an hour before the start until the end.
    const problem = event ? checkInProblem(event, ctx.now) : null;
    if (!problem) return null;
    return master ? problem : badRequest(problem);
  }
  return hasEnded(event, ctx.now) ? EVENT_ENDED : null;
}

/**
 * Checking in and taking part move together, in the check-in's or the leave's transaction: an active
 * check-in makes the member's participation active, and a participation made inactive (leaving)
 * makes their check-in inactive.
 */
async function keepParticipationInStep(ctx: WriteContext, written: Doc<'interactions'>): Promise<void> {
  if (written.kind === 'check_in' && isActive(written)) {
    const participation = await ownParticipation(ctx, written);
    if (isActive(participation)) return;
    const base = participation ?? {
      id: interactionId('participation', written.user_id, written.target_id),
      kind: 'participation' as const,
      user_id: written.user_id,
      target_id: written.target_id,
      created_at: new Date(ctx.now).toISOString(),
    };
    await ctx.save('interactions', { ...base, active: true, _deleted: false });
  }
  if (written.kind === 'participation' && !isActive(written)) {
    const checkIn = await ctx.get('interactions', interactionId('check_in', written.user_id, written.target_id));
    if (checkIn && isActive(checkIn)) await ctx.save('interactions', { ...checkIn, active: false });
  }
}

/** The fields of an interaction the server sets over what a member sent. */
const fieldsOf = (viewer: Viewer, next: Draft<'interactions'>, master: Doc<'interactions'> | undefined, ctx: WriteContext): Partial<Draft<'interactions'>> => ({
  // A vote's time is that of the member's latest choice: a change made before a poll closed counts.
  created_at: master && next.kind !== 'vote' ? master.created_at : notAfter(next.created_at, ctx.now),
  // Who recorded a meeting first stays so when the other member writes it too.
  ...(master ? { user_id: master.user_id, target_id: master.target_id } : {}),
  ...(next.kind === 'we_met'
    ? {
        // Confirmed by who wrote it (the other member recording it too), never by what the write says.
        confirmed: meetingConfirmed(master, viewer?.userId ?? '', next.active),
        // Where they met is the first recorder's to say; a note is no meeting's (moved to its writer's card).
        event_id: master?.event_id ?? next.event_id,
        note: undefined,
      }
    : {}),
});

/**
 * A meeting's note written on a device of before (a meeting held one note both read): it goes onto the
 * writer's own contact card, private to them, unless their card has a note already. Only a member of
 * the meeting has a card of it.
 */
async function keepNoteOnCard(ctx: WriteContext, viewer: Viewer, next: Draft<'interactions'>, master: Doc<'interactions'> | undefined): Promise<void> {
  const writer = viewer?.userId;
  const pair = master ?? next;
  if (!writer || (pair.user_id !== writer && pair.target_id !== writer) || meetingNoteProblem(next.note)) return;
  const other = otherMember(pair, writer);
  const id = interactionId('contact', writer, other);
  const card = await ctx.get('interactions', id);
  if (card && !card._deleted && card.note) return;
  const base = card ?? { id, kind: 'contact' as const, user_id: writer, target_id: other, created_at: new Date(ctx.now).toISOString() };
  await ctx.save('interactions', { ...base, active: true, note: next.note?.trim(), _deleted: false });
}

export const interactions: CollectionDef<'interactions'> = {
  ...registered('interactions'),
  unseenRefusal: 'Only its owner may change this interaction',
  scope: (viewer, eb) => {
    const me = viewer?.userId ?? '';
    return eb.or([
      eb('kind', 'not in', [...PRIVATE_KINDS, 'we_met']),
      eb('user_id', '=', me),
      eb.and([eb('kind', '=', 'we_met'), eb('target_id', '=', me)]),
    ]);
  },
  canRead: mayReadInteraction,
  formProblem: (doc) => (typeof doc.note === 'string' ? meetingNoteProblem(doc.note) : null) ?? (isTextList(doc.tags) ? tagsProblem(doc.tags) : null),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    const expected = interactionId(next.kind, next.user_id, next.target_id);
    // One id per (kind, member, target) on every device: toggles converge and counts never double.
    if (next.id !== expected) return badRequest(`An interaction's id must be '${expected}'`);
    const refusal = master ? (ownerRefusal(viewer, master) ?? (await ownHelpRefusal(viewer, next, master, ctx))) : await newProblem(viewer, next, ctx);
    if (refusal) return refusal;
    const fields = await fieldsRefusal(next, master, ctx);
    if (fields) return fields;
    const vote = await voteRefusal(next, ctx);
    if (vote) return vote;
    // Not bad input but rules of the event: a new join or leave fails its push, a change of one the member has is a conflict.
    return participationRefusal(next, master, ctx);
  },
  async serverFields(viewer, next, master, ctx) {
    if (next.kind === 'we_met' && next.note) await keepNoteOnCard(ctx, viewer, next, master);
    return fieldsOf(viewer, next, master, ctx);
  },
  async afterWrite(viewer, written, master, ctx) {
    const { kind } = written;
    if (isCounted(kind)) await recountQuestion(ctx, written.target_id);
    if (isActive(written) && !isActive(master)) await carryLateReaction(ctx, written);
    if (kind === 'vote') await recountPoll(ctx, written.target_id);
    if (kind === 'can_help' && isActive(written) && !isActive(master)) await notifyCanHelp(ctx, written);
    if (kind === 'we_met' && isActive(written) && !isActive(master) && viewer?.userId && !written.confirmed) await notifyMeeting(ctx, written, viewer.userId);
    if (kind === 'we_met' && written.confirmed && !master?.confirmed && viewer?.userId) await notifyMeetingConfirmed(ctx, written, viewer.userId);
    await keepParticipationInStep(ctx, written);
  },
};
