import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NO_CODE_MATCH, NOT_A_CODE, NOT_A_PASS, PASS_NOT_VALID, passPayload, passText, toBase64Url, type PassKey } from '../../../schemas/door-rules';
import { memberCode } from '../../../schemas/member-code';
import { CHECK_IN_CLOSED, CHECK_IN_NOT_OPEN } from '../../../schemas/check-in-window';
import { alreadyMessage, doorStateOf, verdictFor, verdictForPass, verdictForTyped, withinCheckIn, type DoorNames } from './door-logic';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwk = publicKey.export({ format: 'jwk' });
const KEY: PassKey = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! };
const passFor = (eventId: string, userId: string) =>
  passText(eventId, userId, toBase64Url(new Uint8Array(sign('sha256', Buffer.from(passPayload(eventId, userId)), { key: privateKey, dsaEncoding: 'ieee-p1363' }))));

const NAMES: DoorNames = { person: (id) => ({ grace: 'Grace Hopper', sam: 'Sam Door' })[id], event: (id) => (id === 'other' ? 'RustConf' : undefined) };
const join = (user: string, kind: 'participation' | 'check_in' = 'participation', created_at = '2030-05-02T09:00:00.000Z') => ({ kind, user_id: user, active: true, created_at });
const scan = (id: string, attendee: string, staff: string, at: string) => ({ id, attendee_id: attendee, staff_id: staff, scanned_at: at });

describe('the door as a phone knows it', () => {
  it('takes the earliest scan as the check-in, whichever phone made it and in whatever order they came', () => {
    const state = doorStateOf([join('grace')], [scan('b', 'grace', 'ada', '2030-05-02T10:05:00.000Z'), scan('a', 'grace', 'sam', '2030-05-02T10:02:00.000Z')]);
    expect(state.checkedIn.get('grace')).toEqual({ at: '2030-05-02T10:02:00.000Z', staffId: 'sam' });
    expect([state.checkedIn.size, state.attending.size]).toEqual([1, 1]);
  });

  it("takes the attendee's own earlier check-in over a later scan, and a check-in the server dated by a scan as that scan's", () => {
    const own = doorStateOf([join('grace', 'check_in', '2030-05-02T09:50:00.000Z')], [scan('a', 'grace', 'sam', '2030-05-02T10:02:00.000Z')]);
    expect(own.checkedIn.get('grace')).toEqual({ at: '2030-05-02T09:50:00.000Z', staffId: null });
    const same = doorStateOf([join('grace', 'check_in', '2030-05-02T10:02:00.000Z')], [scan('a', 'grace', 'sam', '2030-05-02T10:02:00.000Z')]);
    expect(same.checkedIn.get('grace')?.staffId).toBe('sam');
  });

  it('says checked in for an attendee not in yet, already for one who is, and refuses one who has not joined', () => {
    const state = doorStateOf([join('grace'), join('tim')], [scan('a', 'grace', 'sam', '2030-05-02T10:02:00.000Z')]);
    expect(verdictFor('tim', state, NAMES)).toEqual({ kind: 'checked_in', attendeeId: 'tim' });
    expect(verdictFor('grace', state, NAMES)).toEqual({ kind: 'already', attendeeId: 'grace', at: '2030-05-02T10:02:00.000Z', staffId: 'sam' });
    expect(verdictFor('sam', state, NAMES)).toEqual({ kind: 'refused', message: 'Sam Door has not joined this event' });
  });

  it('words an earlier check-in with its time and who made it', () => {
    const time = () => '10:02';
    expect(alreadyMessage('x', 'Sam', false, time)).toBe('Already checked in at 10:02 by Sam');
    expect(alreadyMessage('x', undefined, true, time)).toBe('Already checked in at 10:02, on their own phone');
  });
});

describe('the door and the check-in window', () => {
  const event = { starts_at: '2026-06-01T09:00:00.000Z', ends_at: '2026-06-01T17:00:00.000Z', is_community: false };
  const at = (time: string) => Date.parse(`2026-06-01T${time}:00.000Z`);
  const checkIn = { kind: 'checked_in', attendeeId: 'grace' } as const;

  it('checks in from an hour before the start to the end, and refuses a check-in before or after in the words the server uses', () => {
    expect(withinCheckIn(checkIn, event, at('08:00'))).toEqual(checkIn);
    expect(withinCheckIn(checkIn, event, at('16:59'))).toEqual(checkIn);
    expect(withinCheckIn(checkIn, event, at('07:59'))).toEqual({ kind: 'refused', message: CHECK_IN_NOT_OPEN });
    expect(withinCheckIn(checkIn, event, at('17:00'))).toEqual({ kind: 'refused', message: CHECK_IN_CLOSED });
  });

  it('still tells who is in already, and keeps a refusal as it was, whatever the time', () => {
    const already = { kind: 'already', attendeeId: 'grace', at: '2026-06-01T09:02:00.000Z', staffId: 'sam' } as const;
    expect(withinCheckIn(already, event, at('18:00'))).toEqual(already);
    expect(withinCheckIn({ kind: 'refused', message: NOT_A_PASS }, event, at('07:00'))).toEqual({ kind: 'refused', message: NOT_A_PASS });
  });
});

describe('a pass read at the door', () => {
  const state = doorStateOf([join('grace')], []);

  it('checks a pass signed by the server for this event in, offline', async () => {
    expect(await verdictForPass(passFor('summit', 'grace'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'checked_in', attendeeId: 'grace' });
  });

  it('refuses what is no pass, a forged pass, a pass to another event and one of someone who did not join, each in its words', async () => {
    const genuine = passFor('summit', 'grace');
    expect(await verdictForPass('https://example.com', 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: NOT_A_PASS });
    expect(await verdictForPass(genuine.replace(':grace:', ':tim:'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: PASS_NOT_VALID });
    expect(await verdictForPass(`${genuine.slice(0, -2)}AA`, 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: PASS_NOT_VALID });
    expect(await verdictForPass(passFor('other', 'grace'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: 'This pass is for another event: RustConf' });
    expect(await verdictForPass(passFor('summit', 'sam'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: 'Sam Door has not joined this event' });
    expect(await verdictForPass(genuine, 'summit', undefined, state, NAMES)).toEqual({ kind: 'refused', message: 'This phone cannot check passes yet: open the app online once' });
  });

  it('finds a typed member code among the attendees, whatever its case and hyphen, and takes a typed pass as a scan', async () => {
    const code = memberCode('grace');
    expect(await verdictForTyped(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`, 'summit', KEY, state, NAMES)).toEqual({ kind: 'checked_in', attendeeId: 'grace' });
    expect(await verdictForTyped(memberCode('sam'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: NO_CODE_MATCH });
    expect(await verdictForTyped('hello', 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: NOT_A_CODE });
    expect(await verdictForTyped(passFor('summit', 'grace'), 'summit', KEY, state, NAMES)).toEqual({ kind: 'checked_in', attendeeId: 'grace' });
    expect(await verdictForTyped('meetverse-party:1:x', 'summit', KEY, state, NAMES)).toEqual({ kind: 'refused', message: NOT_A_PASS });
  });
});
