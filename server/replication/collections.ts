import { chatMessages } from './collections/chat-messages';
import { chatRooms } from './collections/chat-rooms';
import { events } from './collections/events';
import { featureSuggestions } from './collections/feature-suggestions';
import { interactions } from './collections/interactions';
import { notifications } from './collections/notifications';
import { questions } from './collections/questions';
import { users } from './collections/users';
import type { CollectionName } from '../../schemas/collections';
import type { CollectionDef } from './collection-def';

export type { CollectionDef, Doc, ReadLookup, Refusal, WriteContext } from './collection-def';

/** The server's rules of every synced collection: one missing here does not compile. */
const RULES = {
  events,
  users,
  questions,
  interactions,
  notifications,
  chat_rooms: chatRooms,
  chat_messages: chatMessages,
  feature_suggestions: featureSuggestions,
} satisfies Record<CollectionName, CollectionDef>;

export const COLLECTIONS: Record<string, CollectionDef> = RULES;

export function findCollection(name: string): CollectionDef | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
