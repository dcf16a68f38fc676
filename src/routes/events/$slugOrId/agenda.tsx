import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { Loader } from '@mantine/core';
import { Screen } from '../../../components/screen';
import { AgendaScreen, type AgendaSearch } from '../../../features/agenda/agenda-screen';
import { agendaSearchOf } from '../../../features/agenda/agenda-view';
import { startSignInHere } from '../../../features/auth/token-source';
import { AddToCalendarButton } from '../../../features/calendar/add-to-calendar-button';
import { eventCalendarHref, SCHEDULE_CALENDAR_HREF } from '../../../features/calendar/calendar-api';
import { useStoredUser } from '../../../member/member-store';
import { mayEditEvent } from '../../../../schemas/event-rules';
import { ButtonLink } from '../../../components/links';
import { IconPresentation } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { EventNotFound, useEventOrPending } from '../../../features/events/components/event-details';
import { SignInButton } from '../../../features/events/components/sign-in-button';
import { trackAgendaViewed } from '../../../lib/analytics';
import { firstVisitSessions } from '../../../features/events/hooks/first-visit';
import { APP_ROUTES } from '../../../../schemas/app-links';
import { readWhileCodeLoads } from '../../../db/preload';
import { readAgenda } from '../../../features/agenda/agenda-read';
import { readEvent } from '../../../features/events/hooks/use-events';
import { defineMessages } from '../../../i18n/define-messages';
import { screenTitles } from '../../-components/screen-titles';

export const Route = createFileRoute('/events/$slugOrId/agenda')({
  staticData: { screen: { access: 'public', header: { kind: 'title', title: screenTitles.agenda }, back: '/events/$slugOrId', section: 'events', savable: true }, rendered: APP_ROUTES['/events/$slugOrId/agenda'].rendered },
  validateSearch: agendaSearchOf,
  // The event and its sessions are read while the screen's code loads, so its first render draws them.
  loader: ({ params }) =>
    readWhileCodeLoads(async (db) => {
      const event = await readEvent(db, params.slugOrId);
      if (event) await readAgenda(db, event.id);
    }, 100),
  component: AgendaRoute,
});

const messages = defineMessages({
  loading: { id: 'routes.agenda.loading', defaultMessage: 'Loading agenda' },
  signIn: { id: 'routes.agenda.signIn', defaultMessage: 'Sign in' },
  mySchedule: { id: 'routes.agenda.mySchedule', defaultMessage: 'Add my schedule to calendar' },
  agendaToCalendar: { id: 'routes.agenda.agendaToCalendar', defaultMessage: 'Add the agenda to calendar' },
  bigScreen: { id: 'routes.agenda.bigScreen', defaultMessage: 'Big screen, following the agenda' },
});

/** An event's agenda, by the event's slug or id; guests read it too. */
function AgendaRoute() {
  const intl = useIntl();
  const { slugOrId } = Route.useParams();
  const url = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { event, waiting } = useEventOrPending(slugOrId);
  const member = useStoredUser();
  const mine = url.mine === 1;
  const eventId = event?.id;
  const firstSessions = useMemo(() => (eventId ? firstVisitSessions(eventId) : undefined), [eventId]);
  useEffect(() => {
    if (eventId) trackAgendaViewed(eventId, { mine });
  }, [eventId, mine]);
  const search: AgendaSearch = { mine, room: url.room, track: url.track, q: url.q };
  const onSearch = useCallback(
    (next: AgendaSearch) => {
      // Words and filters replace the entry on show; switching to or from my schedule is a step back can undo.
      const switched = Boolean(next.mine) !== mine;
      void navigate({ search: agendaSearchOf({ ...next, mine: next.mine ? 1 : undefined }), replace: !switched });
    },
    [navigate, mine],
  );
  return (
    <Screen wide>
      {waiting ? (
        <Loader aria-label={intl.formatMessage(messages.loading)} />
      ) : event ? (
        <AgendaScreen
          event={event}
          search={search}
          onSearch={onSearch}
          firstVisitSessions={firstSessions}
          signIn={<SignInButton signIn={startSignInHere}>{intl.formatMessage(messages.signIn)}</SignInButton>}
          actions={
            mine ? (
              member && <AddToCalendarButton href={SCHEDULE_CALENDAR_HREF} scope="schedule" label={intl.formatMessage(messages.mySchedule)} />
            ) : (
              <>
                <AddToCalendarButton href={eventCalendarHref(event.slug || event.id)} scope="event" label={intl.formatMessage(messages.agendaToCalendar)} />
                {member && mayEditEvent(event, member) && (
                  <ButtonLink
                    to="/events/$slugOrId/big-screen"
                    params={{ slugOrId: event.slug || event.id }}
                    search={{ follow: 'agenda' }}
                    variant="default"
                    leftSection={<IconPresentation size={16} aria-hidden="true" />}
                  >
                    {intl.formatMessage(messages.bigScreen)}
                  </ButtonLink>
                )}
              </>
            )
          }
        />
      ) : (
        <EventNotFound />
      )}
    </Screen>
  );
}
