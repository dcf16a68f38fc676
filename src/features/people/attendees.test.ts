import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../../../schemas/user.schema';
import { attendeeList, searchAttendees, type Attendance } from './attendees';

const person = (id: string, full_name: string, extra: Partial<UserDoc> = {}): UserDoc => ({ id, full_name, updatedAt: 1, ...extra });
const profiles = new Map(
  [
    person('ada', 'Ada Lovelace', { fields_of_expertise: ['Mathematics'], interests: ['Engines'], can_help_with: 'Analytical engines' }),
    person('grace', 'Grace Hopper', { fields_of_expertise: ['Compilers'], can_help_with: 'COBOL and Kubernetes' }),
    person('tim', 'Tim Berners-Lee', { interests: ['Kubernetes', 'Hypertext'] }),
    person('hidden', 'Hidden Member', { listed: false }),
    person('gone', 'Gone Member', { deactivated_at: '2026-01-01T00:00:00.000Z' }),
  ].map((doc) => [doc.id, doc]),
);
const attendances: Attendance[] = [
  { user_id: 'tim', kind: 'participation', active: true },
  { user_id: 'grace', kind: 'participation', active: true },
  { user_id: 'grace', kind: 'check_in', active: true },
  { user_id: 'ada', kind: 'participation', active: true },
  { user_id: 'hidden', kind: 'participation', active: true },
  { user_id: 'gone', kind: 'participation', active: true },
  { user_id: 'left', kind: 'participation', active: false },
];

describe('the attendee list of an event', () => {
  it('lists those who joined by name, and puts those checked in first while the event is live', () => {
    expect(attendeeList(attendances, profiles, { live: false }).map((row) => row.profile.id)).toEqual(['ada', 'grace', 'tim']);
    expect(attendeeList(attendances, profiles, { live: true }).map((row) => row.profile.id)).toEqual(['grace', 'ada', 'tim']);
  });

  it('leaves out a member who chose not to be listed, unless the member met them, and deactivated members', () => {
    expect(attendeeList(attendances, profiles, { live: false, metIds: new Set(['hidden']) }).map((row) => row.profile.id)).toContain('hidden');
    expect(attendeeList(attendances, profiles, { live: false }).map((row) => row.profile.id)).not.toContain('gone');
  });

  it('finds attendees by any field, or by the field chosen, whatever the case', () => {
    const list = attendeeList(attendances, profiles, { live: false });
    expect(searchAttendees(list, 'kubernetes', 'all').map((row) => row.profile.id)).toEqual(['grace', 'tim']);
    expect(searchAttendees(list, 'KUBERNETES', 'can_help_with').map((row) => row.profile.id)).toEqual(['grace']);
    expect(searchAttendees(list, 'kubernetes', 'interests').map((row) => row.profile.id)).toEqual(['tim']);
    expect(searchAttendees(list, 'ada love', 'name').map((row) => row.profile.id)).toEqual(['ada']);
    expect(searchAttendees(list, 'compilers', 'expertise').map((row) => row.profile.id)).toEqual(['grace']);
    expect(searchAttendees(list, '   ', 'all')).toHaveLength(3);
  });
});
