import ICAL from 'ical.js';
import { parse } from 'vcard4';
import { describe, expect, it } from 'vitest';
import type { EventDoc } from '../../../schemas/event.schema';
import type { UserDoc } from '../../../schemas/user.schema';
import { contactsCsv, contactsFileName, contactsOf, contactsVcf, exportable, searchContacts, usedTags, type Contact } from './contacts';
import type { Meeting } from './meetings';

const meeting = (otherId: string, fields: Partial<Meeting> = {}): Meeting => ({
  id: `we_met:me:${otherId}`,
  otherId,
  at: '2026-11-29T10:00:00.000Z',
  note: undefined,
  tags: [],
  eventId: undefined,
  state: 'confirmed',
  pending: false,
  ...fields,
});
const user = (id: string, full_name: string, fields: Partial<UserDoc> = {}): UserDoc => ({ id, full_name, updatedAt: 1, ...fields });
const people = new Map([
  ['grace', user('grace', 'Grace Hopper', { first_name: 'Grace', last_name: 'Hopper', slug: 'grace-hopper', linkedin_url: 'https://www.linkedin.com/in/grace' })],
  ['tim', user('tim', 'Tim Berners-Lee')],
  ['zoe', user('zoe', 'Zoë Ångström')],
]);
const events = new Map([['summit', { id: 'summit', name: 'Offline First Summit' } as EventDoc]]);
const contacts = contactsOf(
  [
    meeting('grace', { note: 'Knows COBOL, "compilers" too\nCall in May', tags: ['hiring', 'follow up'], eventId: 'summit' }),
    meeting('tim', { tags: ['follow up'], state: 'waiting' }),
    meeting('zoe', { state: 'to-confirm' }),
  ],
  people,
  events,
);
const profileUrl = (contact: Contact) => `https://meetverse.test/profile/${contact.slug ?? contact.otherId}`;

describe('contacts', () => {
  it('names each from their profile, with where they met', () => {
    expect(contacts.map((contact) => [contact.name, contact.eventName, contact.linkedin])).toEqual([
      ['Grace Hopper', 'Offline First Summit', 'https://www.linkedin.com/in/grace'],
      ['Tim Berners-Lee', undefined, undefined],
      ['Zoë Ångström', undefined, undefined],
    ]);
  });

  it.each([
    ['a name, in any case', 'GRACE', ['Grace Hopper']],
    ['a tag', 'follow', ['Grace Hopper', 'Tim Berners-Lee']],
    ['the note', 'cobol', ['Grace Hopper']],
    ['the event', 'summit', ['Grace Hopper']],
    ['every word', 'tim follow', ['Tim Berners-Lee']],
    ['without accents', 'angstrom', ['Zoë Ångström']],
    ['nothing', 'nobody', []],
    ['blank: all', '  ', ['Grace Hopper', 'Tim Berners-Lee', 'Zoë Ångström']],
  ])('a search finds by %s', (_label, query, names) => {
    expect(searchContacts(contacts, query).map((contact) => contact.name)).toEqual(names);
  });

  it('suggests the tags already used, most used first', () => {
    expect(usedTags(contacts)).toEqual(['follow up', 'hiring']);
  });

  it('takes home the confirmed meetings and those waiting for the other member, not one the member has yet to confirm', () => {
    expect(exportable(contacts).map((contact) => contact.name)).toEqual(['Grace Hopper', 'Tim Berners-Lee']);
  });

  it('writes vCard 4.0 that a vCard parser reads back: name, LinkedIn, note, tags, where and when', () => {
    const text = contactsVcf(exportable(contacts), profileUrl);
    const cards = (ICAL.parse(text) as unknown[]).map((raw) => new ICAL.Component(raw as never));
    expect(cards).toHaveLength(2);
    const [grace, tim] = cards as [ICAL.Component, ICAL.Component];
    expect(grace.getFirstPropertyValue('version')).toBe('4.0');
    expect(grace.getFirstPropertyValue('fn')).toBe('Grace Hopper');
    expect(grace.getFirstPropertyValue('n')).toEqual(['Hopper', 'Grace', '', '', '']);
    expect(grace.getAllProperties('url').map((url) => url.getFirstValue())).toEqual(['https://www.linkedin.com/in/grace', 'https://meetverse.test/profile/grace-hopper']);
    expect(grace.getFirstPropertyValue('note')).toBe('Knows COBOL, "compilers" too\nCall in May\n\nMet at Offline First Summit on 2026-11-29');
    expect(grace.getFirstProperty('categories')?.getValues()).toEqual(['hiring', 'follow up']);
    expect(grace.getFirstPropertyValue('x-meetverse-event')).toBe('Offline First Summit');
    expect(tim.getFirstPropertyValue('fn')).toBe('Tim Berners-Lee');
    expect(tim.getFirstPropertyValue('note')).toBe('Met on 2026-11-29');
  });

  it("keeps a note's semicolons and colons, escaped as RFC 6350 allows, for a parser to read back", () => {
    const [odd] = contactsOf([meeting('tim', { note: 'Lunch: Tuesday; bring the draft' })], people, events);
    const text = contactsVcf([odd!], profileUrl);
    expect(text).toContain('NOTE:Lunch\\: Tuesday\\; bring the draft\\n\\nMet on 2026-11-29\r\n');
    const parsed = parse(text);
    const note = (Array.isArray(parsed) ? parsed[0] : parsed)?.parsedVcard.find((property) => property.property === 'NOTE');
    expect(note?.value).toBe('Lunch: Tuesday; bring the draft\n\nMet on 2026-11-29');
  });

  it('writes CSV with a row each, quoting what needs it', () => {
    const text = contactsCsv(exportable(contacts), profileUrl);
    expect(text.startsWith('\uFEFFName,First name,Last name,LinkedIn,Profile,Event,Met on,Tags,Note,Confirmed\r\n')).toBe(true);
    expect(text).toContain('Grace Hopper,Grace,Hopper,https://www.linkedin.com/in/grace,https://meetverse.test/profile/grace-hopper,Offline First Summit,2026-11-29,hiring; follow up,"Knows COBOL, ""compilers"" too\nCall in May",yes\r\n');
    expect(text).toContain('Tim Berners-Lee,,,,https://meetverse.test/profile/tim,,2026-11-29,follow up,,no\r\n');
  });

  it('names the files after the contact, or the day for all', () => {
    expect(contactsFileName(contacts[2]!, 'vcf', new Date())).toBe('zoe-angstrom.vcf');
    expect(contactsFileName(contacts, 'csv', new Date('2026-11-30T12:00:00Z'))).toBe('meetverse-contacts-2026-11-30.csv');
  });
});
