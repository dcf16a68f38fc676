import { isListed, type UserDoc } from '../../../schemas/user.schema';

/** What a search of the attendees looks in: everything, or one field. */
export const SEARCH_FIELDS = ['all', 'name', 'expertise', 'interests', 'can_help_with'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** One row of an event's attendee list: the public profile, whether they checked in, and its search text. */
export type Attendee = {
  profile: UserDoc;
  checkedIn: boolean;
  /** Lower-case text of each searchable field, and of all of them, made once per list so a keystroke only scans. */
  text: Record<SearchField, string>;
};

/** An attendance as the device holds it: a join or check-in of a member to an event. */
export type Attendance = { user_id: string; kind: string; active: boolean };

const lower = (value: string | undefined) => (value ?? '').toLocaleLowerCase();
const words = (list: readonly string[] | undefined) => lower((list ?? []).join(' · '));

export function searchTextOf(profile: UserDoc): Attendee['text'] {
  const name = lower(profile.full_name);
  const expertise = `${words(profile.fields_of_expertise)} ${words(profile.skills)}`;
  const interests = words(profile.interests);
  const canHelpWith = lower(profile.can_help_with);
  return { all: `${name} ${expertise} ${interests} ${canHelpWith}`, name, expertise, interests, can_help_with: canHelpWith };
}

/**
 * The attendee list of an event: those who joined or checked in and whose profile is here, not
 * deactivated and listed (an unlisted member shows only to the member who met them: their profile
 * reaches no one else). Checked-in first while the event is live, then by name.
 */
export function attendeeList(attendances: readonly Attendance[], profiles: ReadonlyMap<string, UserDoc>, options: { live: boolean; metIds?: ReadonlySet<string> }): Attendee[] {
  const joined = new Set<string>();
  const checkedIn = new Set<string>();
  for (const attendance of attendances) {
    if (!attendance.active) continue;
    joined.add(attendance.user_id);
    if (attendance.kind === 'check_in') checkedIn.add(attendance.user_id);
  }
  const rows: Attendee[] = [];
  for (const id of joined) {
    const profile = profiles.get(id);
    if (!profile || profile.deactivated_at || !(profile.full_name ?? '').trim()) continue;
    if (!isListed(profile) && !options.metIds?.has(id)) continue;
    rows.push({ profile, checkedIn: checkedIn.has(id), text: searchTextOf(profile) });
  }
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  return rows.sort((a, b) => (options.live && a.checkedIn !== b.checkedIn ? (a.checkedIn ? -1 : 1) : collator.compare(a.profile.full_name, b.profile.full_name)));
}

/** The attendees whose chosen field (or any, for 'all') holds every word of the query. */
export function searchAttendees(attendees: readonly Attendee[], query: string, field: SearchField): Attendee[] {
  const terms = lower(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return attendees as Attendee[];
  return attendees.filter((attendee) => {
    const haystack = attendee.text[field];
    return terms.every((term) => haystack.includes(term));
  });
}
