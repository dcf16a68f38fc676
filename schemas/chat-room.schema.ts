import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';

const literal = {
  title: 'chat room',
  description: 'A conversation; only its participants pull it or its messages.',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    participant_ids: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', maxLength: 36 } },
    question_id: { type: 'string', maxLength: 36 },
    title: { type: 'string', maxLength: 200 },
    created_by: { type: 'string', maxLength: 36 },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    last_message_at: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
    last_message_preview: { type: 'string', maxLength: 200 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'participant_ids', 'created_at', 'last_message_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', 'last_message_at'],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type ChatRoomDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const chatRoomSchema: RxJsonSchema<ChatRoomDoc> = literal;
