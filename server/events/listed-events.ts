import { compareEvents } from '../../schemas/event-order';
import { COLLECTIONS, type Doc } from '../replication/collections';
import type { DocumentStore } from '../replication/store';

export type EventRow = Doc<'events'>;

/** An event as the API and the pages show it: without the replication's deleted flag. */
export const shownEvent = ({ _deleted: _ignored, ...doc }: EventRow) => doc;

/** Every live event `keep` accepts, in the list's order: the meetverse first, then current events, then past ones. */
export async function eventsInListOrder(store: DocumentStore, keep: (event: EventRow) => boolean = () => true): Promise<EventRow[]> {
  const events = await store.list(COLLECTIONS.events, keep);
  return events.sort(compareEvents);
}
