import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { CollectionName } from '../../../schemas/collections';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

/** What a write's name needs to know about other documents on the device. */
export type NameLookup = {
  memberId: string;
  questionTitle: (id: string) => string | undefined;
  eventName: (id: string) => string | undefined;
  /** A member's first name (or full name). */
  personName: (id: string) => string | undefined;
  /** The other member of a chat room, for 'Message to Grace'. */
  roomPartner: (roomId: string) => string | undefined;
};

type Doc = Record<string, unknown>;

/** Each collection's documents as a member calls them, in the plural: 'Downloading questions 4,200 of 10,000'. */
const NOUNS: Record<CollectionName, MessageDescriptor> = defineMessages({
  events: { id: 'syncCentre.noun.events', defaultMessage: 'events' },
  users: { id: 'syncCentre.noun.users', defaultMessage: 'members' },
  questions: { id: 'syncCentre.noun.questions', defaultMessage: 'questions' },
  interactions: { id: 'syncCentre.noun.interactions', defaultMessage: 'reactions' },
  notifications: { id: 'syncCentre.noun.notifications', defaultMessage: 'notifications' },
  chat_rooms: { id: 'syncCentre.noun.chatRooms', defaultMessage: 'chats' },
  chat_messages: { id: 'syncCentre.noun.chatMessages', defaultMessage: 'messages' },
  feature_suggestions: { id: 'syncCentre.noun.featureSuggestions', defaultMessage: 'suggestions' },
  sessions: { id: 'syncCentre.noun.sessions', defaultMessage: 'sessions' },
  reports: { id: 'syncCentre.noun.reports', defaultMessage: 'reports' },
  door_scans: { id: 'syncCentre.noun.doorScans', defaultMessage: 'door check-ins' },
  answers: { id: 'syncCentre.noun.answers', defaultMessage: 'answers' },
  polls: { id: 'syncCentre.noun.polls', defaultMessage: 'polls' },
});

const messages = defineMessages({
  question: { id: 'syncCentre.write.question', defaultMessage: 'Question' },
  questionTitled: { id: 'syncCentre.write.questionTitled', defaultMessage: 'Question “{title}”' },
  deletingQuestion: { id: 'syncCentre.write.deletingQuestion', defaultMessage: 'Deleting question' },
  deletingQuestionTitled: { id: 'syncCentre.write.deletingQuestionTitled', defaultMessage: 'Deleting question “{title}”' },
  messageTo: { id: 'syncCentre.write.messageTo', defaultMessage: 'Message to {name}' },
  chatMessage: { id: 'syncCentre.write.chatMessage', defaultMessage: 'Chat message' },
  chatWith: { id: 'syncCentre.write.chatWith', defaultMessage: 'Chat with {name}' },
  chat: { id: 'syncCentre.write.chat', defaultMessage: 'Chat' },
  chatTitled: { id: 'syncCentre.write.chatTitled', defaultMessage: 'Chat “{title}”' },
  event: { id: 'syncCentre.write.event', defaultMessage: '{kind, select, community {Community} other {Event}}' },
  eventNamed: { id: 'syncCentre.write.eventNamed', defaultMessage: '{kind, select, community {Community “{name}”} other {Event “{name}”}}' },
  deletingEvent: { id: 'syncCentre.write.deletingEvent', defaultMessage: '{kind, select, community {Deleting community} other {Deleting event}}' },
  deletingEventNamed: {
    id: 'syncCentre.write.deletingEventNamed',
    defaultMessage: '{kind, select, community {Deleting community “{name}”} other {Deleting event “{name}”}}',
  },
  profile: { id: 'syncCentre.write.profile', defaultMessage: 'Your profile' },
  notificationRead: { id: 'syncCentre.write.notificationRead', defaultMessage: 'Notification read:' },
  notificationReadTitled: { id: 'syncCentre.write.notificationReadTitled', defaultMessage: 'Notification read: “{title}”' },
  suggestion: { id: 'syncCentre.write.suggestion', defaultMessage: 'Suggestion' },
  suggestionTitled: { id: 'syncCentre.write.suggestionTitled', defaultMessage: 'Suggestion “{title}”' },
  doorScan: { id: 'syncCentre.write.doorScan', defaultMessage: 'Door check-in of {name}' },
  doorScanAt: { id: 'syncCentre.write.doorScanAt', defaultMessage: 'Door check-in of {name} at {event}' },
  doorScanSomeone: { id: 'syncCentre.write.doorScanSomeone', defaultMessage: 'Door check-in of an attendee' },
  doorScanSomeoneAt: { id: 'syncCentre.write.doorScanSomeoneAt', defaultMessage: 'Door check-in of an attendee at {event}' },
  checkIn: { id: 'syncCentre.write.checkIn', defaultMessage: 'Check-in at {event}' },
  checkInUnknown: { id: 'syncCentre.write.checkInUnknown', defaultMessage: 'Check-in at an event' },
  checkInUndone: { id: 'syncCentre.write.checkInUndone', defaultMessage: 'Check-in at {event} taken back' },
  checkInUnknownUndone: { id: 'syncCentre.write.checkInUnknownUndone', defaultMessage: 'Check-in at an event taken back' },
  joining: { id: 'syncCentre.write.joining', defaultMessage: 'Joining {event}' },
  joiningUnknown: { id: 'syncCentre.write.joiningUnknown', defaultMessage: 'Joining an event' },
  leaving: { id: 'syncCentre.write.leaving', defaultMessage: 'Leaving {event}' },
  leavingUnknown: { id: 'syncCentre.write.leavingUnknown', defaultMessage: 'Leaving an event' },
  meeting: { id: 'syncCentre.write.meeting', defaultMessage: 'Meeting with {name}' },
  meetingUnknown: { id: 'syncCentre.write.meetingUnknown', defaultMessage: 'Meeting with someone' },
  meetingUndone: { id: 'syncCentre.write.meetingUndone', defaultMessage: 'Meeting with {name} taken back' },
  meetingUnknownUndone: { id: 'syncCentre.write.meetingUnknownUndone', defaultMessage: 'Meeting with someone taken back' },
  contact: { id: 'syncCentre.write.contact', defaultMessage: 'Your note and tags on {name}' },
  contactUnknown: { id: 'syncCentre.write.contactUnknown', defaultMessage: 'Your note and tags on a contact' },
  pass: { id: 'syncCentre.write.pass', defaultMessage: 'Not interested in meeting {name}' },
  passUnknown: { id: 'syncCentre.write.passUnknown', defaultMessage: 'Not interested in meeting someone' },
  reaction: {
    id: 'syncCentre.write.reaction',
    defaultMessage: '{reaction, select, can_help {‘Can help’} me_too {‘Me too’} uplift {Uplift} bookmark {Bookmark} other {Reaction}} on “{title}”',
  },
  reactionUnknown: {
    id: 'syncCentre.write.reactionUnknown',
    defaultMessage: '{reaction, select, can_help {‘Can help’} me_too {‘Me too’} uplift {Uplift} bookmark {Bookmark} other {Reaction}} on a question',
  },
  reactionUndone: {
    id: 'syncCentre.write.reactionUndone',
    defaultMessage: '{reaction, select, can_help {‘Can help’} me_too {‘Me too’} uplift {Uplift} bookmark {Bookmark} other {Reaction}} on “{title}” taken back',
  },
  reactionUnknownUndone: {
    id: 'syncCentre.write.reactionUnknownUndone',
    defaultMessage: '{reaction, select, can_help {‘Can help’} me_too {‘Me too’} uplift {Uplift} bookmark {Bookmark} other {Reaction}} on a question taken back',
  },
  other: { id: 'syncCentre.write.other', defaultMessage: 'A change to your {noun}' },
  downloading: { id: 'syncCentre.download.progress', defaultMessage: 'Downloading {noun} {received} of {total}' },
});

/** A title as a name shows it: trimmed, a long one cut short; undefined when there is none. */
const shortened = (value: unknown) => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) return undefined;
  return trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
};

/** The reactions a name tells apart; any other kind is named a reaction. */
const REACTIONS: ReadonlySet<string> = new Set(['can_help', 'me_too', 'uplift', 'bookmark']);

/** One of two messages, with a title or without one. */
function titled(intl: IntlShape, withTitle: MessageDescriptor, without: MessageDescriptor, title: string | undefined, values: Record<string, string> = {}): string {
  return title ? intl.formatMessage(withTitle, { ...values, title }) : intl.formatMessage(without, values);
}

/**
 * A write named as the member knows it, in the language on screen: 'Question “Best coffee near the
 * venue?”', 'Message to Grace', 'Check-in at RustConf'. Taking something back reads as such
 * ('Leaving RustConf').
 */
export function nameWrite(collection: CollectionName, doc: Doc, lookup: NameLookup): string {
  const intl = appIntl();
  switch (collection) {
    case 'questions':
      return doc._deleted
        ? titled(intl, messages.deletingQuestionTitled, messages.deletingQuestion, shortened(doc.title))
        : titled(intl, messages.questionTitled, messages.question, shortened(doc.title));
    case 'chat_messages': {
      const to = lookup.roomPartner(String(doc.room_id));
      return to ? intl.formatMessage(messages.messageTo, { name: to }) : intl.formatMessage(messages.chatMessage);
    }
    case 'chat_rooms': {
      const partner = lookup.roomPartner(String(doc.id));
      return partner ? intl.formatMessage(messages.chatWith, { name: partner }) : titled(intl, messages.chatTitled, messages.chat, shortened(doc.title));
    }
    case 'events': {
      const kind = doc.is_community ? 'community' : 'event';
      const name = shortened(doc.name);
      if (doc._deleted) return name ? intl.formatMessage(messages.deletingEventNamed, { kind, name }) : intl.formatMessage(messages.deletingEvent, { kind });
      return name ? intl.formatMessage(messages.eventNamed, { kind, name }) : intl.formatMessage(messages.event, { kind });
    }
    case 'users':
      return intl.formatMessage(messages.profile);
    case 'notifications':
      return titled(intl, messages.notificationReadTitled, messages.notificationRead, shortened(doc.title));
    case 'feature_suggestions':
      return titled(intl, messages.suggestionTitled, messages.suggestion, shortened(doc.title));
    case 'door_scans': {
      const event = lookup.eventName(String(doc.event_id));
      const name = lookup.personName(String(doc.attendee_id));
      if (name) return event ? intl.formatMessage(messages.doorScanAt, { name, event }) : intl.formatMessage(messages.doorScan, { name });
      return event ? intl.formatMessage(messages.doorScanSomeoneAt, { event }) : intl.formatMessage(messages.doorScanSomeone);
    }
    case 'interactions': {
      const kind = String(doc.kind);
      const target = String(doc.target_id);
      const active = doc.active !== false;
      if (kind === 'check_in') {
        const event = lookup.eventName(target);
        if (event) return intl.formatMessage(active ? messages.checkIn : messages.checkInUndone, { event });
        return intl.formatMessage(active ? messages.checkInUnknown : messages.checkInUnknownUndone);
      }
      if (kind === 'participation') {
        const event = lookup.eventName(target);
        if (event) return intl.formatMessage(active ? messages.joining : messages.leaving, { event });
        return intl.formatMessage(active ? messages.joiningUnknown : messages.leavingUnknown);
      }
      if (kind === 'we_met') {
        const other = doc.user_id === lookup.memberId ? target : String(doc.user_id);
        const name = lookup.personName(other);
        if (name) return intl.formatMessage(active ? messages.meeting : messages.meetingUndone, { name });
        return intl.formatMessage(active ? messages.meetingUnknown : messages.meetingUnknownUndone);
      }
      if (kind === 'contact' || kind === 'pass') {
        const name = lookup.personName(target);
        if (kind === 'contact') return name ? intl.formatMessage(messages.contact, { name }) : intl.formatMessage(messages.contactUnknown);
        return name ? intl.formatMessage(messages.pass, { name }) : intl.formatMessage(messages.passUnknown);
      }
      const reaction = REACTIONS.has(kind) ? kind : 'other';
      const title = shortened(lookup.questionTitle(target));
      return active
        ? titled(intl, messages.reaction, messages.reactionUnknown, title, { reaction })
        : titled(intl, messages.reactionUndone, messages.reactionUnknownUndone, title, { reaction });
    }
    default:
      // A collection this list does not name yet: its kind of document, from the registry.
      return intl.formatMessage(messages.other, { noun: intl.formatMessage(NOUNS[collection]) });
  }
}

/** A first sync's progress as the member reads it: 'Downloading questions 4,200 of 10,000'. */
export function nameDownload(download: { collection: CollectionName; received: number; total: number }, locale: string): string {
  const count = new Intl.NumberFormat(locale);
  const received = Math.min(download.received, download.total);
  const intl = appIntl();
  return intl.formatMessage(messages.downloading, { noun: intl.formatMessage(NOUNS[download.collection]), received: count.format(received), total: count.format(download.total) });
}
