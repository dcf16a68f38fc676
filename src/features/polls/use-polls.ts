import { map, of } from 'rxjs';
import type { InteractionDoc } from '../../../schemas/interaction.schema';
import type { PollDoc } from '../../../schemas/poll.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { useLiveQuery } from '../../db/use-live-query';

const newestFirst = (a: PollDoc, b: PollDoc) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
const ORDER = { open: 0, closed: 1, draft: 2 } as const;

/** The polls of an event on the device, live: open ones first, then closed, then drafts (which only runners hold), newest first. */
export function useEventPolls(eventId: string) {
  return useLiveQuery(
    (db) =>
      db.polls
        .find({ selector: { event_id: eventId } })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as PollDoc).sort((a, b) => ORDER[a.state] - ORDER[b.state] || newestFirst(a, b)))),
    [eventId],
  );
}

/** The polls asked in one session of an event, live, in the event's polls' order. */
export function useSessionPolls(sessionId: string) {
  return useLiveQuery(
    (db) =>
      db.polls
        .find({ selector: { session_id: sessionId } })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as PollDoc).sort((a, b) => ORDER[a.state] - ORDER[b.state] || newestFirst(a, b)))),
    [sessionId],
  );
}

/** The sessions of an event's agenda on the device, in time order: where its polls may be asked. */
export function useEventSessions(eventId: string) {
  return useLiveQuery(
    (db) => db.sessions.find({ selector: { event_id: eventId }, sort: [{ event_id: 'asc' }, { starts_at: 'asc' }] }).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as SessionDoc))),
    [eventId],
  );
}

/** The open polls of these events, newest first: the 'Poll open' banner. */
export function useOpenPolls(eventIds: readonly string[]) {
  const key = [...new Set(eventIds)].sort().join(',');
  return useLiveQuery(
    (db) =>
      key
        ? db.polls.find({ selector: { event_id: { $in: key.split(',') }, state: 'open' } }).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as PollDoc).sort(newestFirst)))
        : of([] as PollDoc[]),
    [key],
  );
}

/** The member's votes in these polls, by poll: only the member's own are on the device. */
export function useMyVotes(pollIds: readonly string[], memberId: string) {
  const key = [...new Set(pollIds)].sort().join(',');
  return useLiveQuery(
    (db) =>
      key
        ? db.interactions
            .find({ selector: { kind: 'vote', user_id: memberId, target_id: { $in: key.split(',') } } })
            .$.pipe(map((docs) => new Map(docs.map((doc) => [doc.target_id, doc.toJSON() as InteractionDoc]))))
        : of(new Map<string, InteractionDoc>()),
    [key, memberId],
  );
}
