import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { SLUG_PATTERN } from './event.schema';
import { HIDE_REASON_MAX, MODERATION_STATES, QUESTION_STAGES } from './question-moderation';
import { syncErrorProperty, syncStateProperty } from './sync-state';

const count = { type: 'integer', minimum: 0, maximum: 1e9 } as const;
// Stored ranks (RANK_MAX minus a time or count) so a feed sorted newest or most-reacted first reads
// its index ascending: RxDB's Dexie storage does not use an index for a descending sort.
const rank = { type: 'number', minimum: 0, maximum: 1e13, multipleOf: 1 } as const;

const literal = {
  title: 'question',
  description: 'A question asked to the crowd of a space (an event or the meetverse).',
  // Version 1 added session_id (a question asked to one session of its event): stored questions migrate unchanged.
  // Version 2 added moderation (schemas/question-moderation.ts): stored questions were all shown, and migrate unchanged.
  // Version 3 added answers: the accepted answer and how many answers it has (stored questions had none: 0).
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    slug: { type: 'string', maxLength: 100, pattern: SLUG_PATTERN },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    event_id: { type: 'string', maxLength: 36 },
    /** The session of the event it was asked to, when it was asked to one. */
    session_id: { type: 'string', maxLength: 36 },
    author_id: { type: 'string', maxLength: 36 },
    is_anonymous: { type: 'boolean' },
    /** Shown to all ('approved', or absent), waiting for the moderators, or hidden by them; the server decides. */
    moderation: { type: 'string', enum: [...MODERATION_STATES], maxLength: 8 },
    /** Why the moderators hid it: its asker is told. */
    hidden_reason: { type: 'string', maxLength: HIDE_REASON_MAX },
    /** The question it was merged into (hidden, its reactions carried over). */
    merged_into: { type: 'string', maxLength: 36 },
    /** Being answered in the room now, or answered there. */
    stage: { type: 'string', enum: [...QUESTION_STAGES], maxLength: 9 },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    /** The answer its asker accepted (schemas/answer.schema.ts, `acceptProblem`): shown first, the question solved. */
    accepted_answer_id: { type: 'string', maxLength: 36 },
    /** How many answers are shown under it, counted by the server. */
    answer_count: { ...count, multipleOf: 1 },
    help_count: count,
    me_too_count: count,
    uplift_count: count,
    rank_latest: rank,
    rank_uplifted: rank,
    rank_helpers: rank,
    rank_relatable: rank,
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'title', 'event_id', 'author_id', 'created_at', 'answer_count', 'help_count', 'me_too_count', 'uplift_count',
    'rank_latest', 'rank_uplifted', 'rank_helpers', 'rank_relatable', 'sync_state', 'updatedAt'],
  // Every index costs each write of a first sync: only what the screens query.
  indexes: [
    'sync_state',
    ['event_id', 'rank_latest'],
    ['event_id', 'rank_uplifted', 'rank_latest'],
    ['event_id', 'rank_helpers', 'rank_latest'],
    ['event_id', 'rank_relatable', 'rank_latest'],
    // The 'Unanswered' view: no answers yet (an accepted answer is one), newest first.
    ['event_id', 'answer_count', 'rank_latest'],
  ],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type QuestionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const questionSchema: RxJsonSchema<QuestionDoc> = literal;

/** Version 3: a question stored before answers has none, and none accepted. */
export const withAnswerCount = (doc: QuestionDoc): QuestionDoc => (typeof doc.answer_count === 'number' ? doc : { ...doc, answer_count: 0 });
