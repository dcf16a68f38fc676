import { Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import type { PollDoc } from '../../../schemas/poll.schema';
import { defineMessages } from '../../i18n/define-messages';
import { PollCard } from './poll-card';
import { useEventPolls, useEventSessions, useMyVotes, useSessionPolls } from './use-polls';

/** How many closed polls a page keeps showing, the latest first, under the open ones. */
const CLOSED_SHOWN = 2;

const messages = defineMessages({
  heading: { id: 'polls.section.heading', defaultMessage: 'Polls' },
});

/** Every open poll to vote in, and the latest closed ones' results, under a 'Polls' heading; nothing without any. */
function PollsSection({ polls, memberId, headingId, sessionTitleOf }: { polls: PollDoc[] | undefined; memberId: string; headingId: string; sessionTitleOf?: (poll: PollDoc) => string | undefined }) {
  const shown = (polls ?? []).filter((poll) => poll.state === 'open').concat((polls ?? []).filter((poll) => poll.state === 'closed').slice(0, CLOSED_SHOWN));
  const { data: votes } = useMyVotes(
    shown.map((poll) => poll.id),
    memberId,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        <FormattedMessage {...messages.heading} />
      </Title>
      {shown.map((poll) => (
        <PollCard key={poll.id} poll={poll} memberId={memberId} vote={votes?.get(poll.id)} sessionTitle={sessionTitleOf?.(poll)} />
      ))}
    </Stack>
  );
}

/** The event's polls on its page, each asked in a session labelled with it. */
export function EventPolls({ event, memberId }: { event: Pick<EventDoc, 'id'>; memberId: string }) {
  const { data: polls } = useEventPolls(event.id);
  const { data: sessions } = useEventSessions(event.id);
  const sessionTitleOf = (poll: PollDoc) => (poll.session_id ? sessions?.find((session) => session.id === poll.session_id)?.title : undefined);
  return <PollsSection polls={polls} memberId={memberId} headingId="event-polls" sessionTitleOf={sessionTitleOf} />;
}

/** The polls asked in one session, on its page. */
export function SessionPolls({ sessionId, memberId }: { sessionId: string; memberId: string }) {
  const { data: polls } = useSessionPolls(sessionId);
  return <PollsSection polls={polls} memberId={memberId} headingId="session-polls" />;
}
