import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import { isShown } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { toCsv } from '../../../lib/csv';
import { formatSortableIn } from '../../../lib/dates';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

const messages = defineMessages({
  aMember: { id: 'events.overview.aMember', defaultMessage: 'A member' },
  name: { id: 'events.overview.csv.name', defaultMessage: 'Name' },
  joined: { id: 'events.overview.csv.joined', defaultMessage: 'Joined ({zone})' },
  checkedIn: { id: 'events.overview.csv.checkedIn', defaultMessage: 'Checked in ({zone})' },
  question: { id: 'events.overview.csv.question', defaultMessage: 'Question' },
  askedBy: { id: 'events.overview.csv.askedBy', defaultMessage: 'Asked by' },
  asked: { id: 'events.overview.csv.asked', defaultMessage: 'Asked ({zone})' },
  state: { id: 'events.overview.csv.state', defaultMessage: 'State' },
  answeredInRoom: { id: 'events.overview.csv.answeredInRoom', defaultMessage: 'Answered in the room' },
  canHelp: { id: 'events.overview.csv.canHelp', defaultMessage: 'Can help' },
  meToo: { id: 'events.overview.csv.meToo', defaultMessage: 'Me too' },
  uplift: { id: 'events.overview.csv.uplift', defaultMessage: 'Uplift' },
  anonymous: { id: 'events.overview.csv.anonymous', defaultMessage: 'Anonymous' },
  merged: { id: 'events.overview.csv.merged', defaultMessage: 'merged' },
  yes: { id: 'events.overview.csv.yes', defaultMessage: 'yes' },
  now: { id: 'events.overview.csv.now', defaultMessage: 'now' },
  no: { id: 'events.overview.csv.no', defaultMessage: 'no' },
});

const STATE_WORDS = defineMessages({
  approved: { id: 'events.overview.csv.state.shown', defaultMessage: 'shown' },
  waiting: { id: 'events.overview.csv.state.waiting', defaultMessage: 'waiting for approval' },
  hidden: { id: 'events.overview.csv.state.hidden', defaultMessage: 'hidden' },
});

/** One attendee as the organiser's overview and its export list them. */
export type OverviewAttendee = { id: string; name: string; joinedAt: string | undefined; checkedInAt: string | undefined };

/** A point of the checked-in curve: how many had checked in by `at`. */
export type CheckInPoint = { at: number; total: number };

export type EventOverview = {
  attendees: OverviewAttendee[];
  checkedIn: number;
  /** The curve of check-ins over time, one point per check-in, in time order. */
  checkIns: CheckInPoint[];
  questions: { asked: number; answered: number; hidden: number; waiting: number };
  /** The most reacted questions shown to all, most first. */
  top: QuestionDoc[];
  /** Every question of the event this device holds, newest first: the export. */
  all: QuestionDoc[];
};

const QUARTER_HOUR = 15 * 60_000;

/**
 * The time axis of the checked-in curve: from the quarter hour of the first check-in to the quarter hour
 * after the last, or after now while the event runs (the line stays level up to now), at least a quarter
 * hour wide, so check-ins a minute apart are steps on a readable chart rather than a line at its edge.
 */
export function checkInAxis(points: readonly CheckInPoint[], now: number, endsAt: number | undefined): { from: number; to: number; lineEnds: number } | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const from = Math.floor(first.at / QUARTER_HOUR) * QUARTER_HOUR;
  const until = Math.max(last.at, Math.min(now, endsAt ?? last.at));
  return { from, to: Math.max(from + QUARTER_HOUR, Math.ceil(until / QUARTER_HOUR) * QUARTER_HOUR), lineEnds: until };
}

export const reactionsOf = (question: Pick<QuestionDoc, 'help_count' | 'me_too_count' | 'uplift_count'>) =>
  question.help_count + question.me_too_count + question.uplift_count;

const TOP = 5;

/**
 * What happened at an event, from what this device holds (an organiser's device holds every join,
 * check-in and question of their event, the waiting and hidden ones too): attending, checked in over
 * time, questions asked, answered and hidden, the most reacted.
 */
export function eventOverview(toggles: readonly InteractionDoc[], questions: readonly QuestionDoc[], people: ReadonlyMap<string, UserDoc>): EventOverview {
  const byMember = new Map<string, OverviewAttendee>();
  const unnamed = appIntl().formatMessage(messages.aMember);
  const entry = (id: string) => {
    let found = byMember.get(id);
    if (!found) byMember.set(id, (found = { id, name: people.get(id)?.full_name?.trim() || unnamed, joinedAt: undefined, checkedInAt: undefined }));
    return found;
  };
  for (const toggle of toggles) {
    if (!toggle.active) continue;
    const attendee = entry(toggle.user_id);
    if (toggle.kind === 'participation') attendee.joinedAt = toggle.created_at;
    if (toggle.kind === 'check_in') {
      attendee.checkedInAt = toggle.created_at;
      // Checking in joins: a check-in without a join counts from it.
      attendee.joinedAt ??= toggle.created_at;
    }
  }
  const attendees = [...byMember.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const times = attendees
    .map((attendee) => (attendee.checkedInAt ? Date.parse(attendee.checkedInAt) : NaN))
    .filter((time) => Number.isFinite(time))
    .sort((a, b) => a - b);
  const live = [...questions];
  const shown = live.filter(isShown);
  return {
    attendees,
    checkedIn: times.length,
    checkIns: times.map((at, index) => ({ at, total: index + 1 })),
    questions: {
      asked: live.length,
      answered: shown.filter((question) => question.stage === 'answered').length,
      hidden: live.filter((question) => question.moderation === 'hidden').length,
      waiting: live.filter((question) => question.moderation === 'waiting').length,
    },
    top: [...shown].sort((a, b) => reactionsOf(b) - reactionsOf(a) || b.created_at.localeCompare(a.created_at)).slice(0, TOP).filter((question) => reactionsOf(question) > 0),
    all: [...live].sort((a, b) => b.created_at.localeCompare(a.created_at)),
  };
}

/** The attendees with their join and check-in times, on the venue's clock. */
export function attendeesCsv(overview: EventOverview, timeZone: string): string {
  const intl = appIntl();
  return toCsv(
    [intl.formatMessage(messages.name), intl.formatMessage(messages.joined, { zone: timeZone }), intl.formatMessage(messages.checkedIn, { zone: timeZone })],
    overview.attendees.map((attendee) => [attendee.name, formatSortableIn(attendee.joinedAt, timeZone), formatSortableIn(attendee.checkedInAt, timeZone)]),
  );
}

/** The questions with their counts; an anonymous question's asker stays unnamed. */
export function questionsCsv(overview: EventOverview, people: ReadonlyMap<string, UserDoc>, timeZone: string): string {
  const intl = appIntl();
  const header = [
    messages.question,
    messages.askedBy,
    messages.asked,
    messages.state,
    messages.answeredInRoom,
    messages.canHelp,
    messages.meToo,
    messages.uplift,
  ].map((message) => intl.formatMessage(message, { zone: timeZone }));
  return toCsv(
    header,
    overview.all.map((question) => [
      question.title,
      question.is_anonymous ? intl.formatMessage(messages.anonymous) : (people.get(question.author_id)?.full_name ?? ''),
      formatSortableIn(question.created_at, timeZone),
      intl.formatMessage(question.merged_into ? messages.merged : STATE_WORDS[question.moderation ?? 'approved']),
      intl.formatMessage(question.stage === 'answered' ? messages.yes : question.stage === 'answering' ? messages.now : messages.no),
      question.help_count,
      question.me_too_count,
      question.uplift_count,
    ]),
  );
}

/** A file name of the event's own: 'offline-first-summit-attendees.csv'. */
export const exportName = (event: { id: string; slug?: string | undefined }, what: string) => `${event.slug || event.id}-${what}.csv`;
