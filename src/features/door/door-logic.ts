import { firstScan, NO_CODE_MATCH, NOT_A_CODE, NOT_A_PASS, notJoined, otherEventPass, PASS_NOT_VALID, parsePass, passSigned, type PassKey } from '../../../schemas/door-rules';
import { checkInProblem } from '../../../schemas/check-in-window';
import type { DoorScanDoc } from '../../../schemas/door-scan.schema';
import type { InteractionDoc } from '../../../schemas/interaction.schema';
import { memberCode, parseMemberCode } from '../../../schemas/member-code';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

const messages = defineMessages({
  noPassKey: { id: 'door.verdict.noPassKey', defaultMessage: 'This phone cannot check passes yet: open the app online once' },
  alreadyOwnPhone: { id: 'door.verdict.alreadyOwnPhone', defaultMessage: 'Already checked in at {time}, on their own phone' },
  alreadyBy: { id: 'door.verdict.alreadyBy', defaultMessage: 'Already checked in at {time} by {name}' },
  already: { id: 'door.verdict.already', defaultMessage: 'Already checked in at {time}' },
});

type Toggle = Pick<InteractionDoc, 'kind' | 'user_id' | 'active' | 'created_at'>;
type Scan = Pick<DoorScanDoc, 'id' | 'attendee_id' | 'staff_id' | 'scanned_at'>;

/** When an attendee was checked in, and by whom: null when they checked in on their own phone. */
export type CheckedIn = { at: string; staffId: string | null };

/** The door as this phone knows it: who attends, who is in and since when. */
export type DoorState = {
  attending: ReadonlySet<string>;
  checkedIn: ReadonlyMap<string, CheckedIn>;
};

/**
 * Who attends (an active join or check-in, or a scan at the door) and who is in: the earliest of the
 * first scan (first scan wins, whichever phone made it) and the attendee's own check-in.
 */
export function doorStateOf(toggles: readonly Toggle[], scans: readonly Scan[]): DoorState {
  const attending = new Set<string>();
  const ownCheckIn = new Map<string, string>();
  for (const toggle of toggles) {
    if (!toggle.active) continue;
    attending.add(toggle.user_id);
    if (toggle.kind === 'check_in') ownCheckIn.set(toggle.user_id, toggle.created_at);
  }
  const byAttendee = new Map<string, Scan[]>();
  for (const scan of scans) {
    attending.add(scan.attendee_id);
    const list = byAttendee.get(scan.attendee_id);
    if (list) list.push(scan);
    else byAttendee.set(scan.attendee_id, [scan]);
  }
  const checkedIn = new Map<string, CheckedIn>();
  for (const [attendee, list] of byAttendee) {
    const first = firstScan(list);
    if (first) checkedIn.set(attendee, { at: first.scanned_at, staffId: first.staff_id });
  }
  for (const [attendee, at] of ownCheckIn) {
    const scanned = checkedIn.get(attendee);
    // The server dates a check-in made by a scan with the scan's time: the scan names who made it.
    if (!scanned || Date.parse(at) < Date.parse(scanned.at)) checkedIn.set(attendee, { at, staffId: null });
  }
  return { attending, checkedIn };
}

/** What a door phone says of one scan: checked in now, in already, or refused. */
export type Verdict =
  | { kind: 'checked_in'; attendeeId: string }
  | { kind: 'already'; attendeeId: string; at: string; staffId: string | null }
  | { kind: 'refused'; message: string };

export type DoorNames = { person: (id: string) => string | undefined; event: (id: string) => string | undefined };

/** An attendee found at the door: checked in now, or told when they were. */
export function verdictFor(attendeeId: string, state: DoorState, names: DoorNames): Verdict {
  if (!state.attending.has(attendeeId)) return { kind: 'refused', message: notJoined(names.person(attendeeId)) };
  const known = state.checkedIn.get(attendeeId);
  return known ? { kind: 'already', attendeeId, at: known.at, staffId: known.staffId } : { kind: 'checked_in', attendeeId };
}

/**
 * A check-in the door would make, refused when check-in is not open at `now` (it opens an hour before
 * the start and closes at the end), as the server refuses the scan: the phone never says 'Checked in'
 * to a scan that will not count. Who is in already is still told so.
 */
export function withinCheckIn(verdict: Verdict, event: Parameters<typeof checkInProblem>[0], now: number): Verdict {
  if (verdict.kind !== 'checked_in') return verdict;
  const problem = checkInProblem(event, now);
  return problem ? { kind: 'refused', message: problem } : verdict;
}

/** A pass's text read at the door (by the camera, or typed by a handheld scanner), checked offline. */
export async function verdictForPass(text: string, eventId: string, key: PassKey | undefined, state: DoorState, names: DoorNames): Promise<Verdict> {
  const pass = parsePass(text);
  if (!pass) return { kind: 'refused', message: NOT_A_PASS };
  // This phone has no key to check passes with: it has not had the app's configuration since passes came.
  if (!key) return { kind: 'refused', message: appIntl().formatMessage(messages.noPassKey) };
  if (!(await passSigned(key, pass))) return { kind: 'refused', message: PASS_NOT_VALID };
  if (pass.eventId !== eventId) return { kind: 'refused', message: otherEventPass(names.event(pass.eventId)) };
  return verdictFor(pass.userId, state, names);
}

/**
 * What was typed at the door: a pass's whole text (a handheld scanner types it), or an attendee's
 * member code, found among those who joined. Several attendees with one code are each listed.
 */
export async function verdictForTyped(
  typed: string,
  eventId: string,
  key: PassKey | undefined,
  state: DoorState,
  names: DoorNames,
): Promise<Verdict | { kind: 'choose'; attendeeIds: string[] }> {
  const code = parseMemberCode(typed);
  // What is no code but reads like a scanned text (a handheld scanner types a pass, or another QR code's) is checked as one.
  if (!code) return typed.includes(':') || typed.trim().length > 20 ? verdictForPass(typed, eventId, key, state, names) : { kind: 'refused', message: NOT_A_CODE };
  const matches = [...state.attending].filter((id) => memberCode(id) === code);
  if (matches.length === 0) return { kind: 'refused', message: NO_CODE_MATCH };
  if (matches.length > 1) return { kind: 'choose', attendeeIds: matches };
  return verdictFor(matches[0]!, state, names);
}

/** 'Already checked in at 10:02 by Sam', the time as `time` gives it (the event's zone). */
export function alreadyMessage(at: string, staffName: string | undefined, self: boolean, time: (iso: string) => string): string {
  const intl = appIntl();
  if (self) return intl.formatMessage(messages.alreadyOwnPhone, { time: time(at) });
  return staffName ? intl.formatMessage(messages.alreadyBy, { time: time(at), name: staffName }) : intl.formatMessage(messages.already, { time: time(at) });
}
