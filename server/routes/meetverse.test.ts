import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { MEETVERSE_ID } from '../db/seed';
import { api, mintAccessToken, ORGANISER_SUB, push, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let organiser: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
  organiser = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  admin = await mintAccessToken(server.dataDir, { sub: 'boss-sub', email: 'boss@example.com' });
  const signup = { step1: { fields_of_expertise: [], professional_background: '', can_help_with: '' }, step2: { interests: [] }, step3: { full_name: 'The Boss', linkedin_url: '' }, auth_id: 'boss-sub' };
  expect((await api(server, 'POST', '/users/me', { token: admin, body: signup })).status).toBe(201);
});
afterAll(() => server.close());

type One = { data: EventDoc };

async function ownEvent(name: string): Promise<EventDoc> {
  const { body } = await api<One>(server, 'POST', '/events', { token: organiser, body: { name, live_status: 'planned', is_community: true } });
  return body.data;
}

const meetverses = async () => (await api<{ data: EventDoc[] }>(server, 'GET', '/events')).body.data.filter((event) => event.is_meetverse);

describe('the one meetverse', () => {
  it('cannot be taken over by an organiser turning their own event into it through REST', async () => {
    const event = await ownEvent('My Takeover');
    const { status } = await api(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { is_meetverse: true } });
    expect(status).toBe(403);
    expect((await meetverses()).map((found) => found.id)).toEqual([MEETVERSE_ID]);
  });

  it('cannot be taken over through a push that assumes the true server state', async () => {
    const event = await ownEvent('My Push Takeover');
    const { body } = await push<EventDoc>(server, 'events', organiser, [
      { assumedMasterState: { ...event, _deleted: false }, newDocumentState: { ...event, is_meetverse: true, sync_state: 'pending', _deleted: false } },
    ]);
    // A refused change of a visible document comes back as the server's state, unchanged.
    expect(body).toMatchObject([{ id: event.id }]);
    expect(body[0]?.is_meetverse).toBeFalsy();
    expect((await meetverses()).map((found) => found.id)).toEqual([MEETVERSE_ID]);
  });

  it('cannot be cleared by a member, but an admin may set and clear it', async () => {
    const event = await ownEvent('Admin Made');
    expect((await api(server, 'PUT', `/events/${event.id}`, { token: admin, body: { is_meetverse: true } })).status).toBe(200);
    expect((await api(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { is_meetverse: null } })).status).toBe(403);
    expect((await api(server, 'PUT', `/events/${event.id}`, { token: admin, body: { is_meetverse: false } })).status).toBe(200);
    expect((await meetverses()).map((found) => found.id)).toEqual([MEETVERSE_ID]);
  });

  it('leaves an organiser free to edit the rest of their event', async () => {
    const event = await ownEvent('Still Mine');
    const { status, body } = await api<One>(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { name: 'Still Mine, Renamed' } });
    expect(status).toBe(200);
    expect(body.data.name).toBe('Still Mine, Renamed');
  });
});
