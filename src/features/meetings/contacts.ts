import { CategoriesProperty, ExtendedProperty, FNProperty, NoteProperty, NProperty, SpecialValueType, TextListType, TextType, UIDProperty, URIType, URLProperty, VCARD } from 'vcard4';
import type { EventDoc } from '../../../schemas/event.schema';
import type { UserDoc } from '../../../schemas/user.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { toCsv } from '../../lib/csv';
import type { Meeting } from './meetings';

/** How a contact whose profile is not on this device is named. */
export const unnamedContact = defineMessages({ name: { id: 'meetings.contacts.unnamed', defaultMessage: 'A member' } }).name;

const messages = defineMessages({
  metAt: { id: 'meetings.vcard.metAt', defaultMessage: 'Met at {event} on {date}' },
  met: { id: 'meetings.vcard.met', defaultMessage: 'Met on {date}' },
  yes: { id: 'meetings.csv.yes', defaultMessage: 'yes' },
  no: { id: 'meetings.csv.no', defaultMessage: 'no' },
});

// The spreadsheet is for the member to read: its column names are in their language.
const CSV_COLUMNS = defineMessages({
  name: { id: 'meetings.csv.name', defaultMessage: 'Name' },
  firstName: { id: 'meetings.csv.firstName', defaultMessage: 'First name' },
  lastName: { id: 'meetings.csv.lastName', defaultMessage: 'Last name' },
  linkedin: { id: 'meetings.csv.linkedin', defaultMessage: 'LinkedIn' },
  profile: { id: 'meetings.csv.profile', defaultMessage: 'Profile' },
  event: { id: 'meetings.csv.event', defaultMessage: 'Event' },
  metOn: { id: 'meetings.csv.metOn', defaultMessage: 'Met on' },
  tags: { id: 'meetings.csv.tags', defaultMessage: 'Tags' },
  note: { id: 'meetings.csv.note', defaultMessage: 'Note' },
  confirmed: { id: 'meetings.csv.confirmed', defaultMessage: 'Confirmed' },
});

/** A contact: a meeting with what the device knows of the other member and of where they met. */
export type Contact = Meeting & {
  name: string;
  firstName: string | undefined;
  lastName: string | undefined;
  slug: string | undefined;
  picture: string | undefined;
  role: UserDoc['role'];
  linkedin: string | undefined;
  eventName: string | undefined;
};

/** The member's contacts from their meetings, the profiles and the events on this device; `unnamed` names a profile not here. */
export function contactsOf(
  meetings: readonly Meeting[],
  people: ReadonlyMap<string, UserDoc>,
  events: ReadonlyMap<string, EventDoc>,
  unnamed = appIntl().formatMessage(unnamedContact),
): Contact[] {
  return meetings.map((meeting) => {
    const person = people.get(meeting.otherId);
    return {
      ...meeting,
      name: person?.full_name?.trim() || unnamed,
      firstName: person?.first_name?.trim() || undefined,
      lastName: person?.last_name?.trim() || undefined,
      slug: person?.slug,
      picture: person?.profile_picture,
      role: person?.role,
      linkedin: person?.linkedin_url?.trim() || undefined,
      eventName: meeting.eventId ? events.get(meeting.eventId)?.name : undefined,
    };
  });
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

/**
 * The contacts a search finds: every word of it in the name, a tag, the note or the event's name,
 * whatever its accents and case ('grace follow' finds Grace tagged 'follow up').
 */
export function searchContacts(contacts: readonly Contact[], query: string): Contact[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...contacts];
  return contacts.filter((contact) => {
    const text = folded([contact.name, ...contact.tags, contact.note ?? '', contact.eventName ?? ''].join('\n'));
    return words.every((word) => text.includes(word));
  });
}

/** Every tag the member has used, most used first (then by name): what the tag field suggests. */
export function usedTags(contacts: readonly Contact[]): string[] {
  const counts = new Map<string, number>();
  for (const contact of contacts) for (const tag of contact.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

/** The day they met, as a calendar date (YYYY-MM-DD). */
const dayOf = (at: string) => at.slice(0, 10);

/** Only confirmed meetings and those the member recorded are contacts to take home; one waiting for the member is not yet. */
export const exportable = (contacts: readonly Contact[]) => contacts.filter((contact) => contact.state !== 'to-confirm');

/** One contact as a vCard 4.0 (RFC 6350): name, LinkedIn address, note, tags, and where and when they met. */
function vcardOf(contact: Contact, profileUrl: string): string {
  const properties: ConstructorParameters<typeof VCARD>[0] = [new FNProperty([], new TextType(contact.name))];
  if (contact.firstName && contact.lastName) {
    properties.push(new NProperty([], new SpecialValueType('nproperty', [new TextType(contact.lastName), new TextType(contact.firstName), undefined, undefined, undefined])));
  }
  properties.push(new UIDProperty([], new URIType(`urn:meetverse:member:${contact.otherId}`)));
  if (contact.linkedin && /^https?:\/\//i.test(contact.linkedin)) properties.push(new URLProperty([], new URIType(contact.linkedin)));
  properties.push(new URLProperty([], new URIType(profileUrl)));
  const intl = appIntl();
  const met = contact.eventName ? intl.formatMessage(messages.metAt, { event: contact.eventName, date: dayOf(contact.at) }) : intl.formatMessage(messages.met, { date: dayOf(contact.at) });
  properties.push(new NoteProperty([], new TextType(contact.note ? `${contact.note}\n\n${met}` : met)));
  if (contact.tags.length > 0) properties.push(new CategoriesProperty([], new TextListType(contact.tags.map((tag) => new TextType(tag)))));
  properties.push(new ExtendedProperty('X-MEETVERSE-MET', [], new TextType(dayOf(contact.at))));
  if (contact.eventName) properties.push(new ExtendedProperty('X-MEETVERSE-EVENT', [], new TextType(contact.eventName)));
  return new VCARD(properties).repr();
}

/** The contacts as one vCard 4.0 file, a card each; `profileUrl` gives each member's profile address. */
export function contactsVcf(contacts: readonly Contact[], profileUrl: (contact: Contact) => string): string {
  return contacts.map((contact) => vcardOf(contact, profileUrl(contact))).join('');
}

/** The contacts as a CSV file (tags joined by '; '), for a spreadsheet, in the language on screen. */
export function contactsCsv(contacts: readonly Contact[], profileUrl: (contact: Contact) => string): string {
  const intl = appIntl();
  const c = CSV_COLUMNS;
  return toCsv(
    [c.name, c.firstName, c.lastName, c.linkedin, c.profile, c.event, c.metOn, c.tags, c.note, c.confirmed].map((column) => intl.formatMessage(column)),
    contacts.map((contact) => [
      contact.name,
      contact.firstName,
      contact.lastName,
      contact.linkedin,
      profileUrl(contact),
      contact.eventName,
      dayOf(contact.at),
      contact.tags.join('; '),
      contact.note,
      intl.formatMessage(contact.state === 'confirmed' ? messages.yes : messages.no),
    ]),
  );
}

const fileWord = (text: string) =>
  folded(text)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

/** A file's name: 'grace-hopper.vcf' for one contact, 'meetverse-contacts-2026-11-30.csv' for all. */
export function contactsFileName(contacts: readonly Contact[] | Contact, extension: 'vcf' | 'csv', today: Date): string {
  if (!Array.isArray(contacts)) return `${fileWord((contacts as Contact).name) || 'contact'}.${extension}`;
  return `meetverse-contacts-${today.toISOString().slice(0, 10)}.${extension}`;
}
