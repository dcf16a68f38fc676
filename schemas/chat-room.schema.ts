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

/** Ids of direct chats start with this; a random UUID never does. */
export const DIRECT_ROOM_PREFIX = 'dm-';

/** FNV-1a over the text from a given start, as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The one direct chat of two members, whichever of them opens it first and on however many devices:
 * its id is made from the pair in a fixed order, so two phones that start it offline start the same
 * room. The server refuses a room with this prefix whose id is not its two members'.
 */
export function directRoomId(memberA: string, memberB: string): string {
  const pair = memberA < memberB ? `${memberA}|${memberB}` : `${memberB}|${memberA}`;
  return DIRECT_ROOM_PREFIX + [0x811c9dc5, 0x01234567, 0x89abcdef, 0x5bd1e995].map((basis) => fnv1a(pair, basis)).join('');
}

/** The other member of a direct chat, or undefined for a room of another shape. */
export function directPartner(room: Pick<ChatRoomDoc, 'id' | 'participant_ids'>, memberId: string): string | undefined {
  const others = room.participant_ids.filter((id) => id !== memberId);
  return room.participant_ids.length === 2 && others.length === 1 ? others[0] : undefined;
}
