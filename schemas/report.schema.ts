import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { normaliseWord } from './poll-rules';
import { POLL_WORD_MAX } from './poll.schema';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import { tooLong } from './text';
import { defineMessages, say, spoken } from './words';

/** The words of reports, for the notifications the server writes about them. */
export const REPORT_WORDS = defineMessages({
  nounQuestion: { id: 'rules.report.noun.question', defaultMessage: 'question' },
  nounMessage: { id: 'rules.report.noun.message', defaultMessage: 'message' },
  nounProfile: { id: 'rules.report.noun.profile', defaultMessage: 'profile' },
  nounAnswer: { id: 'rules.report.noun.answer', defaultMessage: 'answer' },
  nounWord: { id: 'rules.report.noun.word', defaultMessage: 'word' },
  spam: { id: 'rules.report.reason.spam', defaultMessage: 'Spam or advertising' },
  harassment: { id: 'rules.report.reason.harassment', defaultMessage: 'Harassment or hate' },
  offTopic: { id: 'rules.report.reason.offTopic', defaultMessage: 'Off-topic' },
  inappropriate: { id: 'rules.report.reason.inappropriate', defaultMessage: 'Inappropriate or offensive' },
  other: { id: 'rules.report.reason.other', defaultMessage: 'Something else' },
  ownReport: { id: 'rules.report.own', defaultMessage: 'You cannot report your own question, answer, message or profile' },
  reviewed: { id: 'rules.report.reviewed', defaultMessage: 'This report was reviewed already: it can no longer be changed' },
  resolversOnly: { id: 'rules.report.resolversOnly', defaultMessage: "Only the moderators of the reported content's event, or the admins, resolve a report" },
  profileNotHidden: { id: 'rules.report.profileNotHidden', defaultMessage: 'A profile cannot be hidden: dismiss the report, or speak to the member' },
  outcomeHidden: {
    id: 'rules.report.outcomeHidden',
    defaultMessage: 'Your report was reviewed: the {kind, select, question {question} chat_message {message} user {profile} answer {answer} other {word}} was hidden',
  },
  outcomeDismissed: {
    id: 'rules.report.outcomeDismissed',
    defaultMessage: 'Your report was reviewed: no action was taken on the {kind, select, question {question} chat_message {message} user {profile} answer {answer} other {word}}',
  },
  waiting: { id: 'rules.report.waiting', defaultMessage: '{count, plural, one {# report waits for review} other {# reports wait for review}}' },
});

/**
 * What a member may report: a question, an answer, a chat message, a member's profile, a word of a
 * word cloud (the poll, and the word); each kind names its collection below, so a new kind is a line in
 * each of these tables.
 */
export const REPORT_TARGET_KINDS = ['question', 'chat_message', 'user', 'answer', 'poll_word'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reported thing as a person calls it: 'Report this message'. */
export const REPORT_TARGET_NOUN: Readonly<Record<ReportTargetKind, string>> = spoken({
  question: () => say(REPORT_WORDS.nounQuestion),
  chat_message: () => say(REPORT_WORDS.nounMessage),
  user: () => say(REPORT_WORDS.nounProfile),
  answer: () => say(REPORT_WORDS.nounAnswer),
  poll_word: () => say(REPORT_WORDS.nounWord),
});

/** Why a member reports something: one of a few, in the dialog's words. */
export const REPORT_REASONS = ['spam', 'harassment', 'off_topic', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = spoken({
  spam: () => say(REPORT_WORDS.spam),
  harassment: () => say(REPORT_WORDS.harassment),
  off_topic: () => say(REPORT_WORDS.offTopic),
  inappropriate: () => say(REPORT_WORDS.inappropriate),
  other: () => say(REPORT_WORDS.other),
});

/** Open until a resolver hides the reported thing or dismisses the report. */
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The most a reporter may add in their own words. */
export const REPORT_DETAILS_MAX = 1000;
/** The most of the reported text a report keeps, for its resolvers to read. */
export const REPORT_EXCERPT_MAX = 500;

/**
 * One report per member and reported thing, the same id on every device: reporting it again (or from
 * another phone, offline) changes the one report's reason and details while it is open.
 */
export const reportId = (reporterId: string, kind: ReportTargetKind, targetId: string, word?: string): string =>
  kind === 'poll_word' ? `report:${kind}:${reporterId}:${targetId}:${wordKey(word ?? '')}` : `report:${kind}:${reporterId}:${targetId}`;

/**
 * A word of a word cloud as a report's id names it: eight hex digits of its tidied form (FNV-1a), so
 * 'Offline' and 'offline ' are one report, and the id stays within its length.
 */
export function wordKey(word: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(normaliseWord(word))) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Why a report's details cannot be sent as written (null when they can): the dialog and the server alike. */
export const reportDetailsProblem = (details: string | null | undefined): string | null => tooLong('details', details, REPORT_DETAILS_MAX) ?? null;

/** Why a member cannot report something: it is their own. */
export const OWN_REPORT = say(REPORT_WORDS.ownReport);
/** Why a reporter cannot change a report: it was reviewed. */
export const REPORT_REVIEWED = say(REPORT_WORDS.reviewed);
/** Why only a resolver changes a report's status. */
export const RESOLVERS_ONLY = say(REPORT_WORDS.resolversOnly);
/** What a resolver may do with a profile: it is not hidden, as it is how members find each other. */
export const PROFILE_NOT_HIDDEN = say(REPORT_WORDS.profileNotHidden);

/** Whether a resolver may hide what a report names (a profile is dismissed or left open, never hidden). */
export const mayHide = (kind: ReportTargetKind): boolean => kind !== 'user';

/**
 * The one rule of a resolution, on the queue's buttons and the server: from open to hidden or
 * dismissed (never back), and hidden only for what can be hidden. Null when allowed.
 */
export function resolutionProblem(kind: ReportTargetKind, from: ReportStatus, to: ReportStatus): string | null {
  if (from === to) return null;
  if (from !== 'open' || to === 'open') return REPORT_REVIEWED;
  return to === 'hidden' && !mayHide(kind) ? PROFILE_NOT_HIDDEN : null;
}

/** What the reporter is told once a report is reviewed. */
export function outcomeWords(kind: ReportTargetKind, status: Exclude<ReportStatus, 'open'>): string {
  return status === 'hidden' ? say(REPORT_WORDS.outcomeHidden, { kind }) : say(REPORT_WORDS.outcomeDismissed, { kind });
}

/** The resolvers' one notification: how many reports wait for them. */
export const waitingWords = (count: number): string => say(REPORT_WORDS.waiting, { count });

const literal = {
  title: 'report',
  description: "A member's report of a question, an answer, a message or a profile, for its event's moderators (or the admins) to resolve.",
  // Version 1 added answers to what may be reported, version 2 the words of word clouds (and the word
  // reported): stored reports migrate unchanged.
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100, minLength: 1 },
    reporter_id: { type: 'string', maxLength: 36 },
    target_kind: { type: 'string', enum: [...REPORT_TARGET_KINDS], maxLength: 20 },
    target_id: { type: 'string', maxLength: 36 },
    /** The word reported, for a word of a word cloud (its poll is the target), tidied by the server. */
    target_word: { type: 'string', maxLength: POLL_WORD_MAX },
    /** The event of reported event content, set by the server from the target; absent for the admins'. */
    event_id: { type: 'string', maxLength: 36 },
    /** Who wrote the reported content (the profile's member), set by the server. */
    target_author_id: { type: 'string', maxLength: 36 },
    /** The reported text as it was, set by the server, for resolvers who cannot read its room. */
    excerpt: { type: 'string', maxLength: REPORT_EXCERPT_MAX },
    reason: { type: 'string', enum: [...REPORT_REASONS], maxLength: 20 },
    details: { type: 'string', maxLength: REPORT_DETAILS_MAX },
    status: { type: 'string', enum: [...REPORT_STATUSES], maxLength: 10 },
    resolved_by: { type: 'string', maxLength: 36 },
    resolved_at: { type: 'string', format: 'date-time', maxLength: 40 },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'reporter_id', 'target_kind', 'target_id', 'reason', 'status', 'created_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', ['status', 'created_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type ReportDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const reportSchema: RxJsonSchema<ReportDoc> = literal;
