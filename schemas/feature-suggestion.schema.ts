import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import { characters, firstProblem, found } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  titleMissing: { id: 'rules.suggestion.titleMissing', defaultMessage: 'A suggestion needs a title' },
  titleTooLong: { id: 'rules.suggestion.titleTooLong', defaultMessage: 'A title has at most {max} characters' },
  detailsTooLong: { id: 'rules.suggestion.detailsTooLong', defaultMessage: 'The details have at most {max} characters' },
  perHour: { id: 'rules.suggestion.perHour', defaultMessage: 'You can send at most {max, number} suggestions an hour. Please try again later.' },
});

export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DETAILS_MAX = 2000;

export type SuggestionProblems = Partial<Record<'title' | 'details', string>>;

/**
 * What is wrong with a suggestion as written, field by field (null when nothing is): the suggestion form,
 * the REST route and the push say it in these words alike.
 */
export function suggestionProblems(suggestion: Readonly<Record<string, unknown>>): SuggestionProblems | null {
  const title = typeof suggestion.title === 'string' ? suggestion.title.trim() : '';
  const details = typeof suggestion.details === 'string' ? suggestion.details.trim() : '';
  return found({
    title: !title ? say(words.titleMissing) : characters(title) > SUGGESTION_TITLE_MAX ? say(words.titleTooLong, { max: SUGGESTION_TITLE_MAX }) : undefined,
    details: characters(details) > SUGGESTION_DETAILS_MAX ? say(words.detailsTooLong, { max: SUGGESTION_DETAILS_MAX }) : undefined,
  });
}

/** The first of a suggestion's problems, in the form's order. */
export const suggestionProblem = (suggestion: Readonly<Record<string, unknown>>): string | null =>
  firstProblem(suggestionProblems(suggestion), ['title', 'details']);

/** Suggestions a member may send in an hour: room for every idea they have, too few to flood the admins. */
export const SUGGESTIONS_PER_HOUR = 10;
export const HOUR_MS = 3_600_000;

/** Why one more suggestion cannot be sent now, given how many the member sent in the last hour; null when it can. */
export function suggestionsPerHourProblem(inLastHour: number): string | null {
  return inLastHour < SUGGESTIONS_PER_HOUR ? null : say(words.perHour, { max: SUGGESTIONS_PER_HOUR });
}

const literal = {
  title: 'feature suggestion',
  description: "A member's idea for the product: its author keeps it on their devices, admins read them all.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    user_id: { type: 'string', maxLength: 36 },
    title: { type: 'string', minLength: 1, maxLength: SUGGESTION_TITLE_MAX },
    details: { type: 'string', maxLength: SUGGESTION_DETAILS_MAX },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'user_id', 'title', 'created_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state'],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type FeatureSuggestionDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const featureSuggestionSchema: RxJsonSchema<FeatureSuggestionDoc> = literal;
