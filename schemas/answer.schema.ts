import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { HIDE_REASON_MAX, isShown, type ModerationState } from './question-moderation';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import { tooLong } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  empty: { id: 'rules.answer.empty', defaultMessage: 'Write your answer first' },
  onlyAskerAccepts: { id: 'rules.answer.onlyAskerAccepts', defaultMessage: 'Only the member who asked the question marks an answer as accepted' },
  acceptAnAnswerOfIt: { id: 'rules.answer.acceptAnAnswerOfIt', defaultMessage: 'Accept an answer given to this question' },
  onlyAuthorChanges: { id: 'rules.answer.onlyAuthorChanges', defaultMessage: 'Only its author may change or delete this answer' },
  count: { id: 'rules.answer.count', defaultMessage: '{count, plural, =0 {No answers yet} one {# answer} other {# answers}}' },
});

/**
 * The answers to a question, written once here and called by the answer form, the REST routes and
 * the push alike: members write answers (plain text, its links and line breaks shown as a chat
 * message's are), edit and delete their own; the question's asker accepts one, which shows first.
 */
export const ANSWER_BODY_MAX = 5000;

/** How many answers a question's page draws at first, and how many more each 'Show more' adds. */
export const ANSWERS_PAGE = 50;

/** An answer's moderation: shown ('approved', or absent) or hidden by its event's moderators. */
export const ANSWER_MODERATION_STATES = ['approved', 'hidden'] as const satisfies readonly ModerationState[];

/** What is wrong with an answer as written; null when nothing is. */
export function answerProblem(body: string | null | undefined): string | null {
  if (!(body ?? '').trim()) return say(words.empty);
  return tooLong('answer', body, ANSWER_BODY_MAX) ?? null;
}

export const ONLY_THE_ASKER_ACCEPTS = say(words.onlyAskerAccepts);
export const ACCEPT_AN_ANSWER_OF_IT = say(words.acceptAnAnswerOfIt);
export const ONLY_THE_AUTHOR_CHANGES = say(words.onlyAuthorChanges);

type Asked = { id: string; author_id: string; accepted_answer_id?: string | undefined };
type Answered = { question_id: string; moderation?: string | undefined; _deleted?: boolean | undefined };

/**
 * Whether `memberId` may set the question's accepted answer to `answerId` (undefined: no answer
 * accepted): only its asker, and only to a shown answer of that very question. Null when allowed.
 */
export function acceptProblem(memberId: string | null | undefined, question: Asked, answerId: string | undefined, answer: Answered | undefined): string | null {
  if ((question.accepted_answer_id ?? undefined) === answerId) return null;
  if (!memberId || memberId !== question.author_id) return ONLY_THE_ASKER_ACCEPTS;
  if (answerId === undefined) return null;
  if (!answer || answer._deleted || answer.question_id !== question.id || !isShown(answer as { moderation?: ModerationState })) return ACCEPT_AN_ANSWER_OF_IT;
  return null;
}

/** Whether the member may edit or delete this answer: it is their own. */
export const mayChangeAnswer = (memberId: string | null | undefined, answer: { author_id: string }): boolean => Boolean(memberId) && answer.author_id === memberId;

/** 'No answers yet', '1 answer', '12 answers'. */
export const answerCountWords = (count: number): string => say(words.count, { count });

const literal = {
  title: 'answer',
  description: "A member's answer to a question, read by whoever reads the question.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    question_id: { type: 'string', maxLength: 36 },
    /** The question's event, copied by the server: who may read it and what an event's pack holds. */
    event_id: { type: 'string', maxLength: 36 },
    /** Its author, set by the server from the token. */
    author_id: { type: 'string', maxLength: 36 },
    body: { type: 'string', maxLength: ANSWER_BODY_MAX },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    /** When its author last changed the words, set by the server. */
    edited_at: { type: 'string', format: 'date-time', maxLength: 40 },
    /** Shown to all ('approved', or absent) or hidden by the moderators; the server decides. */
    moderation: { type: 'string', enum: [...ANSWER_MODERATION_STATES], maxLength: 8 },
    /** Why the moderators hid it: its author is told. */
    hidden_reason: { type: 'string', maxLength: HIDE_REASON_MAX },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'question_id', 'event_id', 'author_id', 'body', 'created_at', 'sync_state', 'updatedAt'],
  // A question's answers in the order written: its page reads them by this index, a page at a time.
  indexes: ['sync_state', ['question_id', 'created_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type AnswerDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const answerSchema: RxJsonSchema<AnswerDoc> = literal;
