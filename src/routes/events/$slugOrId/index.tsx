import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { APP_ROUTES } from '../../../../schemas/app-links';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useDesktop } from '../../../components/app-shell/use-desktop';
import { Screen } from '../../../components/screen';
import { SplitPane } from '../../../components/split-pane/split-pane';
import { AgendaSummary } from '../../../features/agenda/agenda-summary';
import { startSignInHere } from '../../../features/auth/token-source';
import { AddToCalendarButton } from '../../../features/calendar/add-to-calendar-button';
import { eventCalendarHref } from '../../../features/calendar/calendar-api';
import { PassCard } from '../../../features/door/pass-card';
import { EventDetails } from '../../../features/events/components/event-details';
import { useEvent } from '../../../features/events/hooks/use-events';
import { EventPolls } from '../../../features/polls/event-polls';
import { EventPeople } from '../../../features/people/people-to-meet';
import { PollsLink } from '../../../features/polls/polls-link';
import { AnsweringNowBanner } from '../../../features/questions/components/answering-now-banner';
import { EventQuestions } from '../../../features/questions/components/event-questions';
import { ModerationLink } from '../../../features/questions/components/moderation-link';
import { getFeedSettings, setFeedSettings } from '../../../features/questions/feed/app-store';
import { withSpace, withoutSpace } from '../../../features/questions/feed/filter-rules';
import { trackEventViewed } from '../../../lib/analytics';
import { useStoredUser, type CurrentUser } from '../../../member/member-store';
import { defineMessages } from '../../../i18n/define-messages';
import { screenTitles } from '../../-components/screen-titles';

export const Route = createFileRoute('/events/$slugOrId/')({
  staticData: { screen: { access: 'public', header: { kind: 'title', title: screenTitles.events }, back: '/events', section: 'events', savable: true }, rendered: APP_ROUTES['/events/$slugOrId'].rendered },
  component: EventScreen,
});

const messages = defineMessages({
  questionsIn: { id: 'routes.event.questionsIn', defaultMessage: 'Questions in {event}' },
  questions: { id: 'routes.event.questions', defaultMessage: 'Questions' },
});

/** Joining an event turns its chip on in the home feed; leaving turns it off. */
function showInFeed(eventId: string, joined: boolean) {
  const { filters } = getFeedSettings();
  setFeedSettings({ filters: joined ? withSpace(filters, eventId) : withoutSpace(filters, eventId) });
}

const agendaOf = (event: EventDoc) => <AgendaSummary event={event} />;
const answeringIn = (event: EventDoc) => <AnsweringNowBanner eventIds={[event.id]} />;
const moderationOf = (event: EventDoc, member: CurrentUser | null) => (
  <>
    <ModerationLink event={event} member={member} />
    <PollsLink event={event} member={member} />
  </>
);
const pollsOf = (event: EventDoc, member: CurrentUser) => <EventPolls event={event} memberId={member.id} />;
const peopleOf = (event: EventDoc, member: CurrentUser) => <EventPeople event={event} memberId={member.id} />;
const passOf = (event: EventDoc, member: CurrentUser, joined: boolean) => <PassCard event={event} member={member} joined={joined} />;

/**
 * The header says 'Events' with a back button; the details bring the event's own heading. On a
 * desktop a member reads the event's questions beside it (a guest, whom the server renders the page
 * for, keeps the top questions in the page).
 */
function EventScreen() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  useEffect(() => trackEventViewed(slugOrId), [slugOrId]);
  const member = useStoredUser();
  const desktop = useDesktop();
  const { data: event } = useEvent(slugOrId);
  const beside = member !== null && desktop && event !== undefined && !event.is_meetverse;
  // An event with a start goes into a calendar; a community or the meetverse has none.
  const calendar = event?.starts_at && !event.is_community && !event.is_meetverse ? <AddToCalendarButton href={eventCalendarHref(event.slug || event.id)} scope="event" /> : null;
  const details = (
    <EventDetails slugOrId={slugOrId} onMembershipChange={showInFeed} signIn={startSignInHere} questionsBeside={beside} calendar={calendar} agenda={agendaOf} answering={answeringIn} moderation={moderationOf} pass={passOf} polls={pollsOf} people={peopleOf} />
  );
  return (
    <Screen wide={beside}>
      {beside && event ? (
        <SplitPane asideAt="end" asideLabel={intl.formatMessage(messages.questionsIn, { event: event.name })} aside={<EventQuestions event={event} heading={intl.formatMessage(messages.questions)} level={2} />}>
          {details}
        </SplitPane>
      ) : (
        details
      )}
    </Screen>
  );
}
