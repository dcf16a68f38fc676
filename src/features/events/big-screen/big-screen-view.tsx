import { IconUserCheck, IconUsersGroup, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { liveStatusAt, nextStatusChange } from '../../../../schemas/event-live-status';
import type { LiveStatus } from '../../../../schemas/event.schema';
import { formatZonedWhen } from '../../../lib/dates';
import { formatTime } from '../../../lib/locale';
import { useLocaleProfile } from '../../../lib/locale-context';
import { LiveStatusBadge } from '../components/live-status-badge';
import type { LiveConnectionState } from './live-connection';
import { eventPageUrl, type LivePoll, type LiveQuestion, type LiveSession } from './live-snapshot';
import { PollResults } from '../../../components/poll-results/poll-results';
import { QrCode } from '../../../components/qr-code/qr-code';
import { QuestionBoard, ReactionLegend } from './question-board';
import classes from './big-screen.module.css';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  liveUpdates: { id: 'events.bigScreen.connection.live', defaultMessage: 'Live updates' },
  offline: { id: 'events.bigScreen.connection.offline', defaultMessage: 'Offline, waiting for the connection' },
  connecting: { id: 'events.bigScreen.connection.connecting', defaultMessage: 'Connecting…' },
  lastUpdated: { id: 'events.bigScreen.connection.lastUpdated', defaultMessage: 'Last updated {time}' },
  joinIn: { id: 'events.bigScreen.joinIn', defaultMessage: 'Join in' },
  qrLabel: { id: 'events.bigScreen.qrLabel', defaultMessage: 'QR code for {url}' },
  scanToJoin: { id: 'events.bigScreen.scanToJoin', defaultMessage: 'Scan to join the conversation' },
  members: { id: 'events.bigScreen.stat.members', defaultMessage: '{count, plural, one {member} other {members}}' },
  attending: { id: 'events.bigScreen.stat.attending', defaultMessage: '{count, plural, other {attending}}' },
  checkedIn: { id: 'events.bigScreen.stat.checkedIn', defaultMessage: '{count, plural, other {checked in}}' },
  hostedBy: { id: 'events.bigScreen.hostedBy', defaultMessage: 'Hosted by {name}' },
  hostedByAt: { id: 'events.bigScreen.hostedByAt', defaultMessage: 'Hosted by {name} · {location}' },
  sessionFollowing: { id: 'events.bigScreen.session.following', defaultMessage: 'Questions for <b>{title}</b>' },
  sessionFollowingRoom: { id: 'events.bigScreen.session.followingRoom', defaultMessage: 'Questions for <b>{title}</b> · {room}' },
  sessionNow: { id: 'events.bigScreen.session.now', defaultMessage: 'Now: <b>{title}</b>' },
  sessionNowRoom: { id: 'events.bigScreen.session.nowRoom', defaultMessage: 'Now: <b>{title}</b> · {room}' },
  pollOpen: { id: 'events.bigScreen.poll.open', defaultMessage: 'Poll · vote on your phone' },
  pollClosed: { id: 'events.bigScreen.poll.closed', defaultMessage: 'Poll · closed' },
  topQuestions: { id: 'events.bigScreen.topQuestions', defaultMessage: 'Top questions' },
  notConnected: { id: 'events.bigScreen.notConnected', defaultMessage: 'Live questions will appear here once the screen is connected.' },
});

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export type BigScreenEvent = {
  id: string;
  slug: string | null;
  name: string;
  live_status: LiveStatus;
  starts_at: string | null;
  ends_at: string | null;
  /** The venue's zone: the screen is at the venue, so its times are the venue's alone. */
  time_zone?: string | null | undefined;
  location: string | null;
  is_community: boolean;
};

export type BigScreenViewProps = {
  event: BigScreenEvent;
  organiserName: string | null;
  /** Null before the first snapshot: only the event's own data is on the device. */
  live: { questions: LiveQuestion[]; answering?: LiveQuestion | null; attendeeCount: number; checkedInCount: number; session?: LiveSession | null; followingAgenda?: boolean; poll?: LivePoll | null | undefined } | null;
  connection: LiveConnectionState;
  /** Until when what is shown was known to be current. */
  confirmedAt: number | null;
  /** Where the app is served, for the event page's address. */
  origin: string;
};

/** The event's status by its clock, kept right while the screen stays open (and offline). */
function useStatusNow(event: BigScreenEvent): LiveStatus {
  const timed = { live_status: event.live_status, starts_at: event.starts_at ?? undefined, ends_at: event.ends_at ?? undefined };
  const [now, setNow] = useState(() => Date.now());
  const next = nextStatusChange(timed, now);
  useEffect(() => {
    if (next === null) return;
    // Timers longer than about 24.8 days fire at once; wake at least daily instead.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [next]);
  return liveStatusAt(timed, now);
}

function ConnectionStatus({ connection, confirmedAt }: { connection: LiveConnectionState; confirmedAt: number | null }) {
  const intl = useIntl();
  const profile = useLocaleProfile();
  if (connection === 'live') {
    return (
      <span className={classes.connection} role="status" data-state="live" data-testid="big-screen-connection">
        <span className={classes.dot} aria-hidden="true" />
        {intl.formatMessage(messages.liveUpdates)}
      </span>
    );
  }
  if (confirmedAt === null) {
    return (
      <span className={classes.connection} role="status" data-state={connection} data-testid="big-screen-connection">
        {intl.formatMessage(connection === 'down' ? messages.offline : messages.connecting)}
      </span>
    );
  }
  return (
    <span className={classes.connection} role="status" data-state="down" data-testid="big-screen-connection">
      <IconWifiOff size="1.1em" stroke={2} aria-hidden="true" />
      {intl.formatMessage(messages.lastUpdated, { time: formatTime(confirmedAt, profile) })}
    </span>
  );
}

/** The venue's big screen: the event's name, a code to join, attendance and the top questions, live. */
export function BigScreenView({ event, organiserName, live, connection, confirmedAt, origin }: BigScreenViewProps) {
  const intl = useIntl();
  const status = useStatusNow(event);
  const profile = useLocaleProfile();
  // The screen stands at the venue: its times are the venue's, with the zone's short name.
  const venueZone = event.time_zone ?? undefined;
  const when = venueZone ? formatZonedWhen(event.starts_at ?? undefined, event.ends_at ?? undefined, venueZone, profile, new Date(), venueZone).venue : '';
  const url = eventPageUrl(origin, event);
  return (
    <div className={classes.screen} data-testid="big-screen">
      <header className={classes.header}>
        <LiveStatusBadge status={status} community={event.is_community} size="xl" />
        <h1 className={classes.name} dir="auto">{event.name}</h1>
        <ConnectionStatus connection={connection} confirmedAt={confirmedAt} />
      </header>
      <div className={classes.body}>
        <aside className={classes.side} aria-label={intl.formatMessage(messages.joinIn)}>
          <div className={classes.qrCard}>
            <QrCode value={url} label={intl.formatMessage(messages.qrLabel, { url })} className={classes.qr} testId="event-qr-code" />
            <div className={classes.qrText}>
              <p className={classes.caption}>{intl.formatMessage(messages.scanToJoin)}</p>
              <span className={classes.url} data-testid="big-screen-url">
                {url}
              </span>
            </div>
          </div>
          {live && event.is_community && (
            // A community has members, not attendance: nobody checks in to it.
            <div className={classes.stats} data-single="">
              <div className={classes.stat} data-testid="big-screen-members">
                <div className={classes.statValue}>
                  <IconUsersGroup size="0.8em" stroke={2} aria-hidden="true" />
                  {live.attendeeCount}
                </div>
                <div className={classes.statLabel}>{intl.formatMessage(messages.members, { count: live.attendeeCount })}</div>
              </div>
            </div>
          )}
          {live && !event.is_community && (
            <div className={classes.stats}>
              <div className={classes.stat} data-testid="big-screen-attending">
                <div className={classes.statValue}>
                  <IconUsersGroup size="0.8em" stroke={2} aria-hidden="true" />
                  {live.attendeeCount}
                </div>
                <div className={classes.statLabel}>{intl.formatMessage(messages.attending, { count: live.attendeeCount })}</div>
              </div>
              <div className={classes.stat} data-testid="big-screen-checked-in">
                <div className={classes.statValue}>
                  <IconUserCheck size="0.8em" stroke={2} aria-hidden="true" />
                  {live.checkedInCount}
                </div>
                <div className={classes.statLabel}>{intl.formatMessage(messages.checkedIn, { count: live.checkedInCount })}</div>
              </div>
            </div>
          )}
          <ReactionLegend />
          {when && (
            <p className={classes.host} data-testid="big-screen-when">
              {when}
            </p>
          )}
          {(organiserName || event.location) && (
            <p className={classes.host}>
              {organiserName && event.location
                ? intl.formatMessage(messages.hostedByAt, { name: ownDirection(organiserName), location: ownDirection(event.location) })
                : organiserName
                  ? intl.formatMessage(messages.hostedBy, { name: ownDirection(organiserName) })
                  : event.location}
            </p>
          )}
          {live?.session && (
            <p className={classes.host} data-testid="big-screen-session">
              {live.session.room
                ? intl.formatMessage(live.followingAgenda ? messages.sessionFollowingRoom : messages.sessionNowRoom, { title: ownDirection(live.session.title), room: ownDirection(live.session.room), b: bold })
                : intl.formatMessage(live.followingAgenda ? messages.sessionFollowing : messages.sessionNow, { title: ownDirection(live.session.title), b: bold })}
            </p>
          )}
        </aside>
        {live?.poll ? (
          // A moderator put a poll on the screen: it takes the questions' place until they take it off.
          <section className={classes.board} aria-labelledby="big-screen-poll" data-testid="big-screen-poll" aria-live="polite">
            <p className={classes.boardTitle}>{intl.formatMessage(live.poll.state === 'open' ? messages.pollOpen : messages.pollClosed)}</p>
            <h2 className={classes.pollQuestion} id="big-screen-poll">
              {live.poll.question}
            </h2>
            <PollResults poll={live.poll} size="screen" />
          </section>
        ) : live ? (
          <QuestionBoard questions={live.questions} answering={live.answering ?? null} />
        ) : (
          <section className={classes.board} aria-label={intl.formatMessage(messages.topQuestions)}>
            <p className={classes.empty}>{intl.formatMessage(messages.notConnected)}</p>
          </section>
        )}
      </div>
    </div>
  );
}
