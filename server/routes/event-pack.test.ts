import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import type { SessionDoc } from '../../schemas/session.schema';
import type { UserDoc } from '../../schemas/user.schema';
import { interactionId } from '../../schemas/interaction.schema';
import { api, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { storablePicture, type EventPackManifest } from './event-pack';

let server: TestServer;
let m: Members;
let summit: EventDoc;
let meetup: EventDoc;

type Pack = { data: EventPackManifest };
type Error = { error: string; message: string };

const picture = (who: string) => `https://pictures.example/${who}.jpg`;

async function setPicture(who: keyof Members, url: string) {
  const answer = await api(server, 'PUT', `/users/${m[who].id}`, { token: m[who].token, body: { profile_picture: url } });
  expect(answer.status).toBe(200);
}

async function ask(who: keyof Members, eventId: string, title: string, anonymous = false): Promise<QuestionDoc> {
  const answer = await api<{ data: QuestionDoc }>(server, 'POST', '/questions', {
    token: m[who].token,
    body: { title, event_id: eventId, is_anonymous: anonymous },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const join = (who: keyof Members, eventId: string) =>
  api(server, 'POST', '/event-participants', { token: m[who].token, body: { event_id: eventId } });

const packOf = (slugOrId: string, who: keyof Members = 'ada') => api<Pack>(server, 'GET', `/events/${slugOrId}/pack`, { token: m[who].token });

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  summit = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/offline-first-summit')).body.data;
  meetup = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/local-first-meetup')).body.data;
});
afterAll(() => server.close());

describe('GET /api/v1/events/{slugOrId}/pack', () => {
  it('refuses a guest with 401 and an unknown event with 404 and a message', async () => {
    expect((await api<Error>(server, 'GET', `/events/${summit.id}/pack`)).status).toBe(401);
    expect(await packOf('no-such-event')).toEqual({ status: 404, body: { error: 'not_found', message: 'Event not found' } });
  });

  it('lists an event with nothing in it as just the event, sized as its JSON', async () => {
    const { status, body } = await packOf('pwa-day-berlin');
    expect(status).toBe(200);
    const event = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/pwa-day-berlin')).body.data;
    expect(body.data).toEqual({
      event_id: event.id,
      question_ids: [],
      attendee_ids: [],
      session_ids: [],
      speaker_ids: [],
      pictures: [],
      approx_bytes: Buffer.byteLength(JSON.stringify(event)),
    });
  });

  it("holds the event's questions, the members who joined or checked in, their pictures and the documents' size", async () => {
    await setPicture('grace', picture('grace'));
    await setPicture('tim', picture('tim'));
    await join('grace', summit.id);
    await api(server, 'POST', `/events/${summit.id}/checkin`, { token: m.tim.token });
    // Katherine joined and left: she is no attendee any more.
    await join('katherine', summit.id);
    await api(server, 'DELETE', `/interactions/${encodeURIComponent(interactionId('participation', m.katherine.id, summit.id))}`, { token: m.katherine.token });
    const first = await ask('grace', summit.id, 'Where is the coffee?');
    const second = await ask('tim', summit.id, 'Is the wifi down for everyone?');
    const gone = await ask('tim', summit.id, 'Asked by mistake');
    await api(server, 'DELETE', `/questions/${gone.id}`, { token: m.tim.token });
    await ask('grace', meetup.id, 'A question of another event');

    const { body } = await packOf(summit.id);
    expect(body.data.event_id).toBe(summit.id);
    expect(body.data.question_ids.sort()).toEqual([first.id, second.id].sort());
    expect(body.data.attendee_ids.sort()).toEqual([m.grace.id, m.tim.id].sort());
    expect(body.data.pictures).toEqual([picture('grace'), picture('tim')]);

    const event = (await api<{ data: EventDoc }>(server, 'GET', `/events/${summit.id}`)).body.data;
    const questions = await Promise.all([first, second].map(async (q) => (await api<{ data: QuestionDoc }>(server, 'GET', `/questions/${q.id}`, { token: m.ada.token })).body.data));
    const profiles = await Promise.all([m.grace.id, m.tim.id].map(async (id) => (await api<{ data: UserDoc }>(server, 'GET', `/users/${id}`, { token: m.ada.token })).body.data));
    const expected = [event, ...questions, ...profiles].reduce((sum, doc) => sum + Buffer.byteLength(JSON.stringify(doc)), 0);
    expect(body.data.approx_bytes).toBe(expected);
  });

  it('answers the same by slug as by id', async () => {
    expect((await packOf('offline-first-summit')).body).toEqual((await packOf(summit.id)).body);
  });

  it("adds the pictures of named askers who did not join, once each, and only https ones", async () => {
    await setPicture('ada', picture('ada'));
    await ask('ada', meetup.id, 'Who brings the pizza?');
    await ask('ada', meetup.id, 'And the drinks?');
    await setPicture('katherine', 'http://insecure.example/katherine.jpg');
    await join('katherine', meetup.id);
    const { body } = await packOf(meetup.id, 'tim');
    // Ada asked twice, Grace once (earlier); Katherine joined with an http picture.
    expect(body.data.pictures).toEqual([picture('ada'), picture('grace')]);
    expect(body.data.attendee_ids).toEqual([m.katherine.id]);
  });

  it('names no anonymous asker: neither their id nor their picture is in the pack', async () => {
    const event = (await api<{ data: EventDoc }>(server, 'POST', '/events', {
      token: m.ada.token,
      body: { name: 'Quiet corner', live_status: 'live', is_community: false },
    })).body.data;
    await setPicture('grace', picture('grace-secret'));
    const secret = await ask('grace', event.id, 'Something I would rather not be named for', true);
    const { body } = await packOf(event.id, 'tim');
    expect(body.data.question_ids).toEqual([secret.id]);
    expect(body.data.attendee_ids).toEqual([]);
    expect(body.data.pictures).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(m.grace.id);
    expect(JSON.stringify(body)).not.toContain('grace-secret');
  });

  it("holds the event's agenda and the profiles and pictures of its speakers who are members, once each", async () => {
    const start = Date.now() + 24 * 3_600_000;
    const event = (await api<{ data: EventDoc }>(server, 'POST', '/events', {
      token: m.ada.token,
      body: { name: 'Agenda Packed', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * 3_600_000).toISOString() },
    })).body.data;
    await setPicture('katherine', picture('katherine'));
    await setPicture('tim', picture('tim'));
    await join('tim', event.id);
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const add = async (title: string, from: number, speakers: SessionDoc['speakers']) => {
      const answer = await api<{ data: SessionDoc }>(server, 'POST', `/events/${event.id}/sessions`, {
        token: m.ada.token,
        body: { title, starts_at: at(from), ends_at: at(from + 30), speakers },
      });
      expect(answer.status).toBe(201);
      return answer.body.data;
    };
    const keynote = await add('Keynote', 0, [{ name: 'Katherine Johnson', user_id: m.katherine.id }, { name: 'A guest speaker', bio: 'Not a member' }]);
    const panel = await add('Panel', 60, [{ name: 'Katherine Johnson', user_id: m.katherine.id }, { name: 'Tim', user_id: m.tim.id }]);
    const gone = await add('Dropped', 120, [{ name: 'Grace', user_id: m.grace.id }]);
    await api(server, 'DELETE', `/sessions/${gone.id}`, { token: m.ada.token });

    const { body } = await packOf(event.slug ?? event.id, 'grace');
    expect(body.data.session_ids).toEqual([keynote.id, panel.id]);
    expect(body.data.speaker_ids.sort()).toEqual([m.katherine.id, m.tim.id].sort());
    expect(body.data.attendee_ids).toEqual([m.tim.id]);
    expect(body.data.pictures).toEqual([picture('katherine'), picture('tim')]);

    const stored = (await api<{ data: EventDoc }>(server, 'GET', `/events/${event.id}`)).body.data;
    const sessions = await Promise.all([keynote, panel].map(async (s) => (await api<{ data: SessionDoc }>(server, 'GET', `/sessions/${s.id}`)).body.data));
    const profiles = await Promise.all([m.tim.id, m.katherine.id].map(async (id) => (await api<{ data: UserDoc }>(server, 'GET', `/users/${id}`, { token: m.ada.token })).body.data));
    expect(body.data.approx_bytes).toBe([stored, ...sessions, ...profiles].reduce((sum, doc) => sum + Buffer.byteLength(JSON.stringify(doc)), 0));
  });

  it('is described in the OpenAPI document', async () => {
    const document = await api<{ paths: Record<string, { get?: { summary?: string } }> }>(server, 'GET', '/openapi.json');
    expect(document.body.paths['/api/v1/events/{id}/pack']?.get?.summary).toMatch(/offline/);
  });
});

describe('which pictures a device may store', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s gives %s', (value, expected) => {
    expect(storablePicture(value)).toBe(expected);
  });
});
