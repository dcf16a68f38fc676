import { Stack, Title } from '@mantine/core';
import type { EventDoc } from '../../../schemas/event.schema';
import { PollCard } from './poll-card';
import { useEventPolls, useEventSessions, useMyVotes, useSessionPolls } from './use-polls';

/** How many closed polls the event page keeps showing, the latest first, under the open ones. */
const CLOSED_SHOWN = 2;

/** The event's polls on its page: every open one to vote in, and the latest closed ones' results. */
export function EventPolls({ event, memberId }: { event: Pick<EventDoc, 'id'>; memberId: string }) {
  const { data: polls } = useEventPolls(event.id);
  const { data: sessions } = useEventSessions(event.id);
  const shown = (polls ?? []).filter((poll) => poll.state === 'open').concat((polls ?? []).filter((poll) => poll.state === 'closed').slice(0, CLOSED_SHOWN));
  const { data: votes } = useMyVotes(
    shown.map((poll) => poll.id),
    memberId,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-polls">
      <Title order={2} size="h4" id="event-polls">
        Polls
      </Title>
      {shown.map((poll) => (
        <PollCard key={poll.id} poll={poll} memberId={memberId} vote={votes?.get(poll.id)} sessionTitle={poll.session_id ? sessions?.find((session) => session.id === poll.session_id)?.title : undefined} />
      ))}
    </Stack>
  );
}

/** The polls asked in one session, on its page: every open one to vote in, and the latest closed ones' results. */
export function SessionPolls({ sessionId, memberId }: { sessionId: string; memberId: string }) {
  const { data: polls } = useSessionPolls(sessionId);
  const shown = (polls ?? []).filter((poll) => poll.state === 'open').concat((polls ?? []).filter((poll) => poll.state === 'closed').slice(0, CLOSED_SHOWN));
  const { data: votes } = useMyVotes(
    shown.map((poll) => poll.id),
    memberId,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="session-polls">
      <Title order={2} size="h4" id="session-polls">
        Polls
      </Title>
      {shown.map((poll) => (
        <PollCard key={poll.id} poll={poll} memberId={memberId} vote={votes?.get(poll.id)} />
      ))}
    </Stack>
  );
}
