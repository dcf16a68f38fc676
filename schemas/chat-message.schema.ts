import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { SYNC_STATES, syncErrorProperty } from './sync-state';
import { characters } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  empty: { id: 'rules.chat.empty', defaultMessage: 'Write a message first' },
  tooLong: { id: 'rules.chat.tooLong', defaultMessage: 'A message has at most {max, number} characters' },
});

/** The longest message, in characters as JSON Schema counts them. */
export const MAX_MESSAGE_LENGTH = 4000;

/**
 * Why a message cannot be sent as written (null when it can): the composer, its counter and the server
 * all ask this, in these words.
 */
export function messageProblem(text: string): string | null {
  if (!text.trim()) return say(words.empty);
  if (characters(text) > MAX_MESSAGE_LENGTH) return say(words.tooLong, { max: MAX_MESSAGE_LENGTH });
  return null;
}

const stamp = { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 } as const;

const literal = {
  title: 'chat message',
  description: 'A cached chat message; status is its sync state (pending, sent, failed).',
  // Version 1 changed the description only: every stored message migrates unchanged.
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    room_id: { type: 'string', maxLength: 36 },
    sender_id: { type: 'string', maxLength: 36 },
    body: { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_LENGTH },
    /** When the sender wrote it (ms); messages are ordered by it, then by id. */
    timestamp: stamp,
    status: { type: 'string', enum: [...SYNC_STATES], maxLength: 7 },
    network_state_when_created: { type: 'string', enum: ['online', 'offline'], maxLength: 7 },
    cached_at: stamp,
    last_updated: stamp,
    sync_error: syncErrorProperty,
    updatedAt: stamp,
  },
  required: ['id', 'room_id', 'sender_id', 'body', 'timestamp', 'status', 'network_state_when_created', 'cached_at', 'last_updated', 'updatedAt'],
  // [status, cached_at] also serves queries on status alone.
  indexes: [['room_id', 'timestamp', 'id'], ['status', 'cached_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type ChatMessageDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const chatMessageSchema: RxJsonSchema<ChatMessageDoc> = literal;
