import { chatMessages } from './collections/chat-messages';
import { chatRooms } from './collections/chat-rooms';
import { events } from './collections/events';
import { interactions } from './collections/interactions';
import { notifications } from './collections/notifications';
import { questions } from './collections/questions';
import { users } from './collections/users';
import type { CollectionDef } from './collection-def';

export type { CollectionDef, Doc, ReadLookup, Refusal, WriteContext } from './collection-def';

export const COLLECTIONS: Record<string, CollectionDef> = {
  events,
  users,
  questions,
  interactions,
  notifications,
  chat_rooms: chatRooms,
  chat_messages: chatMessages,
};

export function findCollection(name: string): CollectionDef | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
