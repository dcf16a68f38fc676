import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';

/** Single choice (one option), multiple choice (one or more), or a word cloud of short free answers. */
export const POLL_KINDS = ['single', 'multiple', 'word_cloud'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

/** A poll is drafted, then open for votes, then closed; it never goes back. */
export const POLL_STATES = ['draft', 'open', 'closed'] as const;
export type PollState = (typeof POLL_STATES)[number];

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_LABEL_MAX = 80;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
/** The most characters of a word-cloud answer, after its spaces are tidied. */
export const POLL_WORD_MAX = 30;
/** The most distinct words a word cloud's results keep: the most given. */
export const POLL_TOP_WORDS = 50;
/** The most words a moderator hides in one word cloud. */
export const POLL_HIDDEN_WORDS_MAX = 100;

const optionProperty = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    label: { type: 'string', maxLength: POLL_OPTION_LABEL_MAX },
  },
  required: ['id', 'label'],
  additionalProperties: false,
} as const;

/** One line of a poll's results: an option's id (or a word of a word cloud) and how many chose it. */
const resultProperty = {
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 36 },
    count: { type: 'integer', minimum: 0, maximum: 1e9 },
  },
  required: ['key', 'count'],
  additionalProperties: false,
} as const;

const literal = {
  title: 'poll',
  description: "A live poll in an event (or one of its sessions): run by the event's organiser, co-hosts and moderators, voted on by its members, its results kept by the server.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    event_id: { type: 'string', maxLength: 36 },
    session_id: { type: 'string', maxLength: 36 },
    kind: { type: 'string', enum: [...POLL_KINDS], maxLength: 10 },
    question: { type: 'string', maxLength: POLL_QUESTION_MAX },
    /** For single and multiple choice: the options, each with an id that never changes. */
    options: { type: 'array', items: optionProperty, maxItems: POLL_OPTIONS_MAX },
    state: { type: 'string', enum: [...POLL_STATES], maxLength: 6 },
    /** Whether the big screen of its event shows it: one poll of an event at a time. */
    on_screen: { type: 'boolean' },
    opened_at: { type: 'string', format: 'date-time', maxLength: 40 },
    closed_at: { type: 'string', format: 'date-time', maxLength: 40 },
    /** Word-cloud entries a moderator hid: they leave the results everywhere. */
    hidden_words: { type: 'array', items: { type: 'string', maxLength: POLL_WORD_MAX }, maxItems: POLL_HIDDEN_WORDS_MAX },
    /** Set by the server from the votes: per option (or per word, the most given), how many chose it. */
    results: { type: 'array', items: resultProperty, maxItems: POLL_TOP_WORDS },
    /** Set by the server: how many members voted. */
    voter_count: { type: 'integer', minimum: 0, maximum: 1e9 },
    created_by: { type: 'string', maxLength: 36 },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'event_id', 'kind', 'question', 'state', 'created_by', 'created_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', ['event_id', 'created_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type PollDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const pollSchema: RxJsonSchema<PollDoc> = literal;
