import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_NOT_OPEN } from '../../schemas/check-in-window';
import { ONLY_DOOR_RUNNERS, parsePass, passSigned, passText } from '../../schemas/door-rules';
import type { DoorScanDoc } from '../../schemas/door-scan.schema';
import type { EventDoc } from '../../schemas/event.schema';
import { interactionId, type InteractionDoc } from '../../schemas/interaction.schema';
import type { ClientConfig } from '../../schemas/rest';
import { signUp } from '../hostile/world';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { NO_PASS } from './door';

const MINUTE = 60_000;

let server: TestServer;
let m: Members;
/** A member of the app on the event's team as a moderator: no door for them. */
let moderator: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ LIVE_STATUS_TICK_MS: '2147483647', ADMIN_EMAILS: 'katherine@example.com' });
  m = await signInDemoMembers(server);
  moderator = await signUp(server, 'mo@example.com', 'Mo Derator');
});
afterAll(() => server.close());

type Refused = { error: string; message: string };

/** An event of Ada's starting `startsIn` ms from now, Tim at its door and Mo moderating, which Grace joined. */
async function doorEvent(name: string, startsIn = 30 * MINUTE): Promise<EventDoc> {
  const start = Date.now() + startsIn;
  const team = [{ user_id: m.tim.id, role: 'door' }, { user_id: moderator.id, role: 'moderator' }];
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * 3_600_000).toISOString(), team };
  const made = await api<{ data: EventDoc } & Refused>(server, 'POST', '/events', { token: m.ada.token, body });
  expect(made.status, made.body.message).toBe(201);
  const joined = await api(server, 'POST', '/event-participants', { token: m.grace.token, body: { event_id: made.body.data.id } });
  expect(joined.status).toBe(201);
  return made.body.data;
}

const scanOf = (event: EventDoc, attendeeId: string, fields: Partial<DoorScanDoc> = {}) => ({
  id: randomUUID(),
  event_id: event.id,
  attendee_id: attendeeId,
  staff_id: m.ada.id,
  device_id: randomUUID(),
  scanned_at: new Date().toISOString(),
  how: 'qr',
  sync_state: 'pending',
  updatedAt: 0,
  _deleted: false,
  ...fields,
});

const pushScans = (token: string, scans: Record<string, unknown>[]) => push<DoorScanDoc>(server, 'door_scans', token, scans.map((scan) => ({ newDocumentState: scan })));
const scansOf = async (token: string, event: EventDoc) => (await pullAll<DoorScanDoc & { _deleted: boolean }>(server, 'door_scans', token)).filter((scan) => scan.event_id === event.id);
const checkInOf = async (event: EventDoc, userId: string) =>
  (await pullAll<InteractionDoc & { _deleted: boolean }>(server, 'interactions', m.ada.token)).filter((doc) => doc.kind === 'check_in' && doc.target_id === event.id && doc.user_id === userId);

describe('check-in at the door', () => {
  it("checks the attendee in with the scan of the door staff, who is taken from the token, not the scan", async () => {
    const event = await doorEvent('Door Night');
    const scan = scanOf(event, m.grace.id, { staff_id: m.ada.id });
    expect((await pushScans(m.tim.token, [scan])).body).toEqual([]);
    const [stored] = await scansOf(m.tim.token, event);
    expect(stored).toMatchObject({ id: scan.id, staff_id: m.tim.id, sync_state: 'sent' });
    expect(await checkInOf(event, m.grace.id)).toEqual([expect.objectContaining({ active: true, created_at: scan.scanned_at })]);
  });

  it('keeps both scans of two phones offline at once and leaves one check-in, at the earliest scan, whichever arrives first', async () => {
    const event = await doorEvent('Two Doors');
    const now = Date.now();
    const later = scanOf(event, m.grace.id, { scanned_at: new Date(now - 2 * MINUTE).toISOString() });
    const earlier = scanOf(event, m.grace.id, { scanned_at: new Date(now - 5 * MINUTE).toISOString() });
    expect((await pushScans(m.ada.token, [later])).body).toEqual([]);
    expect((await pushScans(m.tim.token, [earlier])).body).toEqual([]);
    const scans = await scansOf(m.ada.token, event);
    expect(scans.map((scan) => scan.id).sort()).toEqual([later.id, earlier.id].sort());
    const checkIns = await checkInOf(event, m.grace.id);
    expect(checkIns).toEqual([expect.objectContaining({ id: interactionId('check_in', m.grace.id, event.id), active: true, created_at: earlier.scanned_at })]);
    // The count the event page and the big screen read: one attendee, checked in once.
    const standing = await api<{ data: { isCheckedIn: boolean } }>(server, 'GET', `/events/${event.id}/participation?user_id=${m.grace.id}`, { token: m.ada.token });
    expect(standing.body.data.isCheckedIn).toBe(true);
  });

  it('takes a scan sent again (a lost answer) as the same scan, never a second one', async () => {
    const event = await doorEvent('Replayed Door');
    const scan = scanOf(event, m.grace.id);
    await pushScans(m.ada.token, [scan]);
    const again = await pushScans(m.ada.token, [scan]);
    expect(again.status).toBe(200);
    expect(await scansOf(m.ada.token, event)).toHaveLength(1);
  });

  it('never lets a scan change once it is made: the door phone gets the stored scan back', async () => {
    const event = await doorEvent('Fixed Scans');
    await pushScans(m.ada.token, [scanOf(event, m.grace.id)]);
    const [stored] = await scansOf(m.ada.token, event);
    const changed = await push<DoorScanDoc>(server, 'door_scans', m.ada.token, [{ assumedMasterState: stored, newDocumentState: { ...stored, how: 'list', sync_state: 'pending' } }]);
    expect(changed.body).toEqual([expect.objectContaining({ id: stored!.id, how: 'qr' })]);
  });

  it('refuses a scan of someone who has not joined the event, naming them', async () => {
    const event = await doorEvent('Members Only');
    const refused = await push<Refused>(server, 'door_scans', m.tim.token, [{ newDocumentState: scanOf(event, m.katherine.id) }]);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as Refused).message).toMatch(/^Katherine .+ has not joined this event$/);
    expect(await checkInOf(event, m.katherine.id)).toEqual([]);
  });

  it('refuses a scan at an event whose check-in is not open yet, in the check-in rule’s words', async () => {
    const event = await doorEvent('Tomorrow Night', 24 * 3_600_000);
    const refused = await push(server, 'door_scans', m.tim.token, [{ newDocumentState: scanOf(event, m.grace.id) }]);
    expect(refused).toMatchObject({ status: 400, body: { message: CHECK_IN_NOT_OPEN } });
  });

  it('lets neither the attendee, a moderator nor another member check someone in, or read the scans; an admin may', async () => {
    const event = await doorEvent('Guarded Door');
    for (const token of [m.grace.token, moderator.token]) {
      const refused = await push(server, 'door_scans', token, [{ newDocumentState: scanOf(event, m.grace.id) }]);
      expect(refused).toMatchObject({ status: 403, body: { message: ONLY_DOOR_RUNNERS } });
    }
    const scan = scanOf(event, m.grace.id);
    await pushScans(m.tim.token, [scan]);
    for (const token of [m.grace.token, moderator.token]) {
      expect(await scansOf(token, event)).toEqual([]);
      const byId = await api(server, 'GET', `/replication/door_scans/docs?ids=${scan.id}`, { token });
      expect(byId).toMatchObject({ status: 200, body: { documents: [] } });
    }
    expect((await scansOf(m.katherine.token, event)).map((doc) => doc.id)).toEqual([scan.id]);
    const byAdmin = await pushScans(m.katherine.token, [scanOf(event, m.grace.id)]);
    expect(byAdmin.status).toBe(200);
  });

  it('stops a door phone reading the scans once its member leaves the team', async () => {
    const event = await doorEvent('Shift Change');
    await pushScans(m.tim.token, [scanOf(event, m.grace.id)]);
    expect(await scansOf(m.tim.token, event)).toHaveLength(1);
    const put = await api(server, 'PUT', `/events/${event.id}`, { token: m.ada.token, body: { team: [] } });
    expect(put.status).toBe(200);
    expect(await scansOf(m.tim.token, event)).toEqual([]);
  });
});

describe("an attendee's pass", () => {
  it('is signed for a member who joined, and checks out offline with the key of the client configuration', async () => {
    const event = await doorEvent('Pass Night');
    const pass = await api<{ data: { text: string; event_id: string; user_id: string } }>(server, 'GET', `/events/${event.slug}/pass`, { token: m.grace.token });
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({ event_id: event.id, user_id: m.grace.id });
    const config = await api<ClientConfig>(server, 'GET', '/client-config');
    const key = config.body.door!.pass_key;
    const parsed = parsePass(pass.body.data.text)!;
    expect(parsed).toEqual({ eventId: event.id, userId: m.grace.id, signature: expect.any(String) });
    expect(await passSigned(key, parsed)).toBe(true);
    // The same signature on someone else's pass, or on a pass to another event, is forged.
    expect(await passSigned(key, { ...parsed, userId: m.tim.id })).toBe(false);
    expect(await passSigned(key, parsePass(passText(randomUUID(), m.grace.id, parsed.signature))!)).toBe(false);
  });

  it('is refused in the same words to a member who has not joined and for an event that does not exist', async () => {
    const event = await doorEvent('No Pass Night');
    const notJoined = await api(server, 'GET', `/events/${event.id}/pass`, { token: m.tim.token });
    const noEvent = await api(server, 'GET', `/events/${randomUUID()}/pass`, { token: m.tim.token });
    expect(notJoined).toEqual({ status: 404, body: { error: 'not_found', message: NO_PASS } });
    expect(noEvent).toEqual(notJoined);
    expect((await api(server, 'GET', `/events/${event.id}/pass`)).status).toBe(401);
  });
});
