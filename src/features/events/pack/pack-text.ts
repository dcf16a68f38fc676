import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { formatSize } from '../../../lib/format-size';
import type { EventPackManifest, EventPackRecord, PackProgress } from './event-pack';

// The card's words are read when it renders or a toast is raised, in the language then on screen.
const messages = defineMessages({
  questions: { id: 'events.pack.count.questions', defaultMessage: '{count, plural, one {# question} other {# questions}}' },
  sessions: { id: 'events.pack.count.sessions', defaultMessage: '{count, plural, one {# session} other {# sessions}}' },
  profiles: { id: 'events.pack.count.profiles', defaultMessage: '{count, plural, one {# profile} other {# profiles}}' },
  pictures: { id: 'events.pack.count.pictures', defaultMessage: '{count, plural, one {# picture} other {# pictures}}' },
  listMore: { id: 'events.pack.list.more', defaultMessage: '{items}, {next}' },
  listLast: { id: 'events.pack.list.last', defaultMessage: '{items} and {last}' },
  sizeOffline: { id: 'events.pack.size.offline', defaultMessage: 'Size shown when online' },
  sizeUnknown: { id: 'events.pack.size.unknown', defaultMessage: 'The size could not be worked out; saving still works' },
  sizeWorking: { id: 'events.pack.size.working', defaultMessage: 'Working out the size…' },
  sizeAbout: { id: 'events.pack.size.about', defaultMessage: 'About {size}' },
  sizeAboutPictures: { id: 'events.pack.size.aboutPictures', defaultMessage: 'About {size} plus {pictures, plural, one {# picture} other {# pictures}}' },
  listingCommunity: { id: 'events.pack.progress.listingCommunity', defaultMessage: 'Finding what this community needs…' },
  listingEvent: { id: 'events.pack.progress.listingEvent', defaultMessage: 'Finding what this event needs…' },
  documents: { id: 'events.pack.progress.documents', defaultMessage: 'Storing {contents}…' },
  fetching: { id: 'events.pack.progress.fetching', defaultMessage: 'Fetching {count, plural, one {# item} other {# items}} the sync has not brought yet…' },
  pictureProgress: { id: 'events.pack.progress.pictures', defaultMessage: 'Storing pictures: {done} of {total}…' },
  finishing: { id: 'events.pack.progress.finishing', defaultMessage: 'Finishing…' },
  usageAll: { id: 'events.pack.usage.all', defaultMessage: 'Meetverse uses about {total} on this device in all' },
  usageTook: { id: 'events.pack.usage.took', defaultMessage: 'Took about {took} on this device (Meetverse uses {total} in all)' },
  notStored: { id: 'events.pack.shortfall.notStored', defaultMessage: '{count, plural, one {# item could not be stored} other {# items could not be stored}}' },
  notFetched: {
    id: 'events.pack.shortfall.notFetched',
    defaultMessage: '{count, plural, one {# picture could not be fetched} other {# pictures could not be fetched}}',
  },
  shortfall: { id: 'events.pack.shortfall', defaultMessage: '{problems}; Update tries again.' },
});

export const questionsText = (count: number) => appIntl().formatMessage(messages.questions, { count });
export const sessionsText = (count: number) => appIntl().formatMessage(messages.sessions, { count });
export const profilesText = (count: number) => appIntl().formatMessage(messages.profiles, { count });
export const picturesText = (count: number) => appIntl().formatMessage(messages.pictures, { count });

/** 'a, b and c' */
function list(parts: string[]): string {
  const last = parts.at(-1);
  if (parts.length <= 1 || last === undefined) return parts.join('');
  const intl = appIntl();
  const items = parts.slice(1, -1).reduce((joined, next) => intl.formatMessage(messages.listMore, { items: joined, next }), parts[0]!);
  return intl.formatMessage(messages.listLast, { items, last });
}

/** What a save will take, before it is made: 'About 120 KB plus 12 pictures'. */
export function expectedSizeText(manifest: EventPackManifest | undefined, online: boolean, locale?: string, unknown = false): string {
  const intl = appIntl();
  if (!manifest) return intl.formatMessage(!online ? messages.sizeOffline : unknown ? messages.sizeUnknown : messages.sizeWorking);
  const size = formatSize(manifest.approx_bytes, locale);
  return manifest.pictures.length > 0
    ? intl.formatMessage(messages.sizeAboutPictures, { size, pictures: manifest.pictures.length })
    : intl.formatMessage(messages.sizeAbout, { size });
}

/** What a save in progress is doing, for the card and for screen readers: an event's, or a community's. */
export function progressText(progress: PackProgress, community = false): string {
  const intl = appIntl();
  switch (progress.step) {
    case 'listing':
      return intl.formatMessage(community ? messages.listingCommunity : messages.listingEvent);
    case 'documents':
      return intl.formatMessage(messages.documents, {
        contents: list([questionsText(progress.questions), ...(progress.sessions > 0 ? [sessionsText(progress.sessions)] : []), profilesText(progress.attendees)]),
      });
    case 'fetching':
      return intl.formatMessage(messages.fetching, { count: progress.missing });
    case 'pictures':
      return intl.formatMessage(messages.pictureProgress, { done: progress.done, total: progress.total });
    case 'finishing':
      return intl.formatMessage(messages.finishing);
  }
}

/** '8 questions, 12 sessions, 5 profiles and 3 pictures' (an event without an agenda names no sessions) */
export function contentsText(record: EventPackRecord): string {
  const stored = record.pictures - record.pictures_failed;
  const sessions = record.sessions ?? 0;
  return list([questionsText(record.questions), ...(sessions > 0 ? [sessionsText(sessions)] : []), profilesText(record.attendees), ...(record.pictures > 0 ? [picturesText(stored)] : [])]);
}

/**
 * What the save took, said as the estimate before it was ('About 120 KB'): 'Took about 200 KB on this
 * device (Meetverse uses 2.1 MB in all)'. The device's whole use is named as such, never as this event's
 * (it read 'About 6 KB', then 'Uses about 6 MB'). Undefined where the browser does not say.
 */
export function usageText(record: EventPackRecord, locale?: string): string | undefined {
  if (record.bytes_after === null) return undefined;
  const total = formatSize(record.bytes_after, locale);
  if (record.bytes_before === null) return appIntl().formatMessage(messages.usageAll, { total });
  const took = formatSize(Math.max(0, record.bytes_after - record.bytes_before), locale);
  return appIntl().formatMessage(messages.usageTook, { took, total });
}

/** What could not be stored, if anything: said plainly, with what it means. */
export function shortfallText(record: EventPackRecord): string | undefined {
  const intl = appIntl();
  const parts = [
    ...(record.missing > 0 ? [intl.formatMessage(messages.notStored, { count: record.missing })] : []),
    ...(record.pictures_failed > 0 ? [intl.formatMessage(messages.notFetched, { count: record.pictures_failed })] : []),
  ];
  return parts.length > 0 ? intl.formatMessage(messages.shortfall, { problems: list(parts) }) : undefined;
}
