import { policyOf, type CollectionName } from '../../../schemas/collections';

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

const quoted = (text: string | undefined, fallback: string) => (text ? `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”` : fallback);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const REACTIONS: Record<string, string> = { can_help: '‘Can help’', me_too: '‘Me too’', uplift: 'Uplift', bookmark: 'Bookmark' };

/**
 * A write named as the member knows it: 'Question “Best coffee near the venue?”', 'Message to Grace',
 * 'Check-in at RustConf'. Taking something back reads as such ('Leaving RustConf').
 */
export function nameWrite(collection: CollectionName, doc: Doc, lookup: NameLookup): string {
  switch (collection) {
    case 'questions':
      return doc._deleted ? `Deleting question ${quoted(text(doc.title), '')}`.trim() : `Question ${quoted(text(doc.title), '')}`.trim();
    case 'chat_messages': {
      const to = lookup.roomPartner(String(doc.room_id));
      return to ? `Message to ${to}` : 'Chat message';
    }
    case 'chat_rooms': {
      const partner = lookup.roomPartner(String(doc.id));
      return partner ? `Chat with ${partner}` : `Chat ${quoted(text(doc.title), '')}`.trim();
    }
    case 'events': {
      const kind = doc.is_community ? 'Community' : 'Event';
      return doc._deleted ? `Deleting ${kind.toLowerCase()} ${quoted(text(doc.name), '')}`.trim() : `${kind} ${quoted(text(doc.name), '')}`.trim();
    }
    case 'users':
      return 'Your profile';
    case 'notifications':
      return `Notification read: ${quoted(text(doc.title), '')}`.trim();
    case 'feature_suggestions':
      return `Suggestion ${quoted(text(doc.title), '')}`.trim();
    case 'door_scans': {
      const event = lookup.eventName(String(doc.event_id));
      return `Door check-in of ${lookup.personName(String(doc.attendee_id)) ?? 'an attendee'}${event ? ` at ${event}` : ''}`;
    }
    case 'interactions': {
      const kind = String(doc.kind);
      const target = String(doc.target_id);
      const active = doc.active !== false;
      if (kind === 'check_in') {
        const event = lookup.eventName(target) ?? 'an event';
        return active ? `Check-in at ${event}` : `Check-in at ${event} taken back`;
      }
      if (kind === 'participation') return `${active ? 'Joining' : 'Leaving'} ${lookup.eventName(target) ?? 'an event'}`;
      if (kind === 'we_met') {
        const other = doc.user_id === lookup.memberId ? target : String(doc.user_id);
        const name = lookup.personName(other) ?? 'someone';
        return active ? `Meeting with ${name}` : `Meeting with ${name} taken back`;
      }
      if (kind === 'contact') return `Your note and tags on ${lookup.personName(target) ?? 'a contact'}`;
      if (kind === 'pass') return `Not interested in meeting ${lookup.personName(target) ?? 'someone'}`;
      const reaction = REACTIONS[kind] ?? 'Reaction';
      const on = quoted(lookup.questionTitle(target), 'a question');
      return active ? `${reaction} on ${on}` : `${reaction} on ${on} taken back`;
    }
    default:
      // A collection this list does not name yet: its kind of document, from the registry.
      return `A change to your ${policyOf(collection).noun}`;
  }
}

/** A first sync's progress as the member reads it: 'Downloading questions 4,200 of 10,000'. */
export function nameDownload(download: { collection: CollectionName; received: number; total: number }, locale: string): string {
  const count = new Intl.NumberFormat(locale);
  const received = Math.min(download.received, download.total);
  return `Downloading ${policyOf(download.collection).noun} ${count.format(received)} of ${count.format(download.total)}`;
}
