import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import { TAG_MAX_COUNT, TAG_MAX_LENGTH } from './contact-rules';
import { tooLong } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  ownQuestionHelp: { id: 'rules.interaction.ownQuestionHelp', defaultMessage: "You cannot offer help on your own question: 'Can help' is for other members' questions" },
});

/**
 * Reactions to questions, 'we met' between two members, joining and checking in to events, starring
 * sessions, blocking a member, voting in a poll, a member's own note and tags on someone they met,
 * passing on a member suggested to meet.
 */
export const INTERACTION_KINDS = ['can_help', 'me_too', 'uplift', 'bookmark', 'we_met', 'participation', 'check_in', 'star', 'block', 'vote', 'contact', 'pass'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

export const TARGET_OF: Record<InteractionKind, 'question' | 'user' | 'event' | 'session' | 'poll'> = {
  can_help: 'question',
  me_too: 'question',
  uplift: 'question',
  bookmark: 'question',
  we_met: 'user',
  participation: 'event',
  check_in: 'event',
  /** A session in the member's own schedule: private, like a bookmark. */
  star: 'session',
  /** A member the member blocked: private, no direct messages either way (schemas/block-rules.ts). */
  block: 'user',
  /** A member's vote in a poll (schemas/poll-rules.ts): private, nobody learns who voted what. */
  vote: 'poll',
  /** A member's contact card of someone they met: their private note and tags (schemas/contact-rules.ts). */
  contact: 'user',
  /** 'Not interested' on a member suggested to meet: private, that member is never suggested again. */
  pass: 'user',
};

/**
 * Kinds only their member reads ('we met' is read by both of its members); nobody learns who blocked
 * them, who voted what, what a member noted and tagged about them, or who passed on meeting them.
 */
export const PRIVATE_KINDS = ['bookmark', 'star', 'block', 'vote', 'contact', 'pass'] as const satisfies readonly InteractionKind[];
export const isPrivateKind = (kind: InteractionKind): boolean => (PRIVATE_KINDS as readonly InteractionKind[]).includes(kind);

/**
 * One member's interaction with one target has one id on every device, so toggles made offline on
 * two phones land on the same document and counts never double. A 'we met' is one meeting of two
 * members, whichever of them records it: its id names the pair in a fixed order.
 */
export function interactionId(kind: InteractionKind, userId: string, targetId: string): string {
  if (kind === 'we_met') {
    const [first, second] = userId < targetId ? [userId, targetId] : [targetId, userId];
    return `we_met:${first}:${second}`;
  }
  return `${kind}:${userId}:${targetId}`;
}

/** Why a member may not say 'can help' on a question: it is their own. */
export const OWN_QUESTION_HELP = say(words.ownQuestionHelp);

/**
 * The one rule of 'can help', on the device (which offers no button) and on the server (which refuses
 * the write): a member offers help on others' questions, never on their own. Null when allowed.
 */
export function canHelpProblem(memberId: string | null | undefined, question: { author_id?: string | null | undefined }): string | null {
  return memberId && question.author_id === memberId ? OWN_QUESTION_HELP : null;
}

/** A contact's private note of where and how the two met (kept on the member's own 'contact' interaction). */
export const MEETING_NOTE_MAX = 500;

/** Why a meeting's note cannot be kept as written (null when it can), in the same words on the device and the server. */
export const meetingNoteProblem = (note: string | null | undefined): string | null => tooLong('note', note, MEETING_NOTE_MAX) ?? null;

/** The other member of a meeting, as `memberId` sees it. */
export const otherMember = (meeting: { user_id: string; target_id: string }, memberId: string) =>
  meeting.user_id === memberId ? meeting.target_id : meeting.user_id;

const literal = {
  title: 'interaction',
  description: 'A per-member toggle on a target; active false is an undone toggle, kept so devices converge.',
  // Version 1 added the kind 'star' (a session in a member's schedule), version 2 the kind 'block' (a
  // member blocked), version 3 the kind 'vote' and its choices: stored interactions migrate unchanged.
  // Version 4 added the kinds 'contact' (a member's private note and tags on someone they met) and
  // 'pass' (a member suggested to meet, passed on), and a meeting's event and confirmation: a meeting
  // stored before it counts as confirmed (both saw it).
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100, minLength: 1 },
    kind: { type: 'string', enum: [...INTERACTION_KINDS], maxLength: 13 },
    user_id: { type: 'string', maxLength: 36 },
    target_id: { type: 'string', maxLength: 36 },
    active: { type: 'boolean' },
    note: { type: 'string', maxLength: MEETING_NOTE_MAX },
    /** A vote's choices: the ids of the options chosen, or the one answer written to a word cloud. */
    choices: { type: 'array', items: { type: 'string', maxLength: 36 }, maxItems: 10 },
    /** A contact's private tags, each as `normalTag` keeps it (schemas/contact-rules.ts). */
    tags: { type: 'array', items: { type: 'string', maxLength: TAG_MAX_LENGTH }, maxItems: TAG_MAX_COUNT },
    /** A meeting's event: where the two met, as the member who recorded it first was there. */
    event_id: { type: 'string', maxLength: 36 },
    /** A meeting the other member recorded too (`meetingConfirmed`): the server's to say. */
    confirmed: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'kind', 'user_id', 'target_id', 'active', 'created_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', ['target_id', 'kind'], ['user_id', 'kind']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type InteractionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const interactionSchema: RxJsonSchema<InteractionDoc> = literal;
