import { answers } from './collections/answers';
import { chatMessages } from './collections/chat-messages';
import { chatRooms } from './collections/chat-rooms';
import { doorScans } from './collections/door-scans';
import { events } from './collections/events';
import { featureSuggestions } from './collections/feature-suggestions';
import { interactions } from './collections/interactions';
import { notifications } from './collections/notifications';
import { polls } from './collections/polls';
import { questions } from './collections/questions';
import { reports } from './collections/reports';
import { sessions } from './collections/sessions';
import { users } from './collections/users';
import type { CollectionName } from '../../schemas/collections';
import type { CollectionDef } from './collection-def';

export type { CollectionDef, Doc, Draft, ReadLookup, Refusal, WriteContext } from './collection-def';

/** The server's rules of every synced collection, each typed by its collection: one missing here does not compile. */
export const COLLECTIONS: { [N in CollectionName]: CollectionDef<N> } = {
  events,
  users,
  questions,
  interactions,
  notifications,
  chat_rooms: chatRooms,
  chat_messages: chatMessages,
  feature_suggestions: featureSuggestions,
  sessions,
  reports,
  door_scans: doorScans,
  answers,
  polls,
};

/** Whether a name from outside (a URL, a notice) names a synced collection. */
export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);

/** The rules of the collection a name from outside names, or undefined when it names none. */
export function findCollection(name: string): CollectionDef | undefined {
  return isCollectionName(name) ? COLLECTIONS[name] : undefined;
}
