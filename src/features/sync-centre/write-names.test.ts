// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { languageOf } from '../../i18n/languages';
import { nameDownload, nameWrite, type NameLookup } from './write-names';

const lookup: NameLookup = {
  memberId: 'me',
  questionTitle: (id) => ({ q1: 'Best coffee near the venue?' })[id],
  eventName: (id) => ({ e1: 'RustConf' })[id],
  personName: (id) => ({ grace: 'Grace', me: 'Ada' })[id],
  roomPartner: (id) => ({ r1: 'Grace' })[id],
};

describe('naming a write for the sync centre', () => {
  it.each([
    ['questions', { title: 'Best coffee near the venue?' }, 'Question “Best coffee near the venue?”'],
    ['chat_messages', { room_id: 'r1', body: 'hi' }, 'Message to Grace'],
    ['chat_messages', { room_id: 'unknown', body: 'hi' }, 'Chat message'],
    ['interactions', { kind: 'check_in', target_id: 'e1', active: true }, 'Check-in at RustConf'],
    ['interactions', { kind: 'participation', target_id: 'e1', active: false }, 'Leaving RustConf'],
    ['interactions', { kind: 'can_help', target_id: 'q1', active: true }, '‘Can help’ on “Best coffee near the venue?”'],
    ['interactions', { kind: 'bookmark', target_id: 'gone', active: false }, 'Bookmark on a question taken back'],
    ['interactions', { kind: 'we_met', user_id: 'me', target_id: 'grace', active: true }, 'Meeting with Grace'],
    ['interactions', { kind: 'we_met', user_id: 'grace', target_id: 'me', active: false }, 'Meeting with Grace taken back'],
    ['interactions', { kind: 'contact', user_id: 'me', target_id: 'grace', active: true, tags: ['hiring'] }, 'Your note and tags on Grace'],
    ['events', { name: 'RustConf', is_community: false }, 'Event “RustConf”'],
    ['users', {}, 'Your profile'],
    ['feature_suggestions', { title: 'Dark mode' }, 'Suggestion “Dark mode”'],
    ['door_scans', { attendee_id: 'grace', event_id: 'e1' }, 'Door check-in of Grace at RustConf'],
    ['door_scans', { attendee_id: 'gone', event_id: 'gone' }, 'Door check-in of an attendee'],
  ] as const)('names a %s write as the member knows it: %j', (collection, doc, name) => {
    expect(nameWrite(collection, doc, lookup)).toBe(name);
  });

  it('shortens a long title', () => {
    expect(nameWrite('questions', { title: 'x'.repeat(100) }, lookup)).toBe(`Question “${'x'.repeat(59)}…”`);
  });
});

describe('nameDownload', () => {
  it('names a first sync by what it brings, with both counts in the member locale', () => {
    expect(nameDownload({ collection: 'questions', received: 4200, total: 10_000 }, 'en-US')).toBe('Downloading questions 4,200 of 10,000');
    expect(nameDownload({ collection: 'interactions', received: 1000, total: 2500 }, 'de-DE')).toBe('Downloading reactions 1.000 of 2.500');
  });

  it('never reads more than the total, which counts documents the member may not see', () => {
    expect(nameDownload({ collection: 'chat_messages', received: 3000, total: 2800 }, 'en-GB')).toBe('Downloading messages 2,800 of 2,800');
  });
});

describe('the sync centre in the member’s language', () => {
  it('names what a first sync brings in German, the kind of document too', async () => {
    const view = render(createElement(I18nProvider, { language: languageOf('de'), children: createElement('span') }));
    await waitFor(() => expect(nameDownload({ collection: 'questions', received: 4200, total: 10_000 }, 'de-DE')).toBe('Herunterladen: Fragen 4.200 von 10.000'));
    expect(nameDownload({ collection: 'door_scans', received: 1, total: 2 }, 'de-DE')).toBe('Herunterladen: Check-ins am Einlass 1 von 2');
    view.unmount();
  });
});
