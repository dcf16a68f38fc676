import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openStream, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { signUp } from './world';

/** Deleted means gone for everyone else: what a person wrote never comes back with the deletion. */

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Doc = Record<string, unknown> & { id: string; _deleted: boolean; updatedAt: number };

async function byId(collection: string, id: string, token: string): Promise<Doc | undefined> {
  const { body } = await api<{ documents: Doc[] }>(server, 'GET', `/replication/${collection}/docs?ids=${encodeURIComponent(id)}`, { token });
  return body.documents[0];
}

/** The document carries the deletion and its stamp, and not one of the words. */
function expectTombstone(doc: Doc | undefined, words: string[]) {
  expect(doc).toMatchObject({ _deleted: true, updatedAt: expect.any(Number) });
  const said = JSON.stringify(doc);
  for (const word of words) expect(said, `a tombstone that still says '${word}'`).not.toContain(word);
}

describe('a deleted question', () => {
  it('reaches every other member, by pull, by id and on the live stream, without its title or description', async () => {
    const title = 'Is anyone else nervous about the talk';
    const description = 'I have never spoken in front of 300 people';
    const asked = await api<{ data: { id: string } }>(server, 'POST', '/questions', { token: m.grace.token, body: { title, description } });
    const id = asked.body.data.id;
    const stream = await openStream(server, m.tim.token);
    try {
      expect((await api(server, 'DELETE', `/questions/${id}`, { token: m.grace.token })).status).toBe(204);
      const frame = await stream.waitFor((seen) => seen.collection === 'questions' && seen.documents.some((doc) => doc.id === id && doc._deleted));
      expectTombstone(frame.documents.find((doc) => doc.id === id), [title, description]);
    } finally {
      stream.close();
    }
    for (const who of ['tim', 'ada', 'grace'] as const) {
      expectTombstone((await pullAll(server, 'questions', m[who].token)).find((doc) => doc.id === id), [title, description]);
      expectTombstone(await byId('questions', id, m[who].token), [title, description]);
    }
  });
});

describe('a deleted profile', () => {
  it('reaches every other member without its name, bio or LinkedIn address', async () => {
    const leaver = await signUp(server, 'leaver@example.com', 'Lena Leaving');
    // Lena joins an event Ada and Tim joined: her profile is theirs to pull.
    const start = Date.now() + 48 * 3_600_000;
    const body = { name: 'Espresso Evening', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
    const event = (await api<{ data: { id: string } }>(server, 'POST', '/events', { token: m.ada.token, body })).body.data;
    for (const token of [m.ada.token, m.tim.token, leaver.token]) {
      expect((await api(server, 'POST', '/event-participants', { token, body: { event_id: event.id } })).status).toBeLessThan(300);
    }
    const [profile] = (await api<{ documents: Doc[] }>(server, 'GET', `/replication/users/docs?ids=${leaver.id}`, { token: leaver.token })).body.documents;
    const bio = 'Ask me about my home-made espresso machine';
    const linkedin = 'https://www.linkedin.com/in/lena-leaving';
    const edited = { ...profile, bio, linkedin_url: linkedin, sync_state: 'pending' };
    expect((await push(server, 'users', leaver.token, [{ newDocumentState: edited, assumedMasterState: profile }])).body).toEqual([]);
    const before = await byId('users', leaver.id, m.ada.token);
    expect(before).toMatchObject({ bio, linkedin_url: linkedin });
    const gone = await push(server, 'users', leaver.token, [{ newDocumentState: { ...before, _deleted: true, sync_state: 'pending' }, assumedMasterState: before }]);
    expect(gone.status).toBe(200);
    for (const who of ['ada', 'tim'] as const) {
      expectTombstone((await pullAll(server, 'users', m[who].token)).find((doc) => doc.id === leaver.id), [bio, linkedin, 'Lena', 'Leaving']);
      expectTombstone(await byId('users', leaver.id, m[who].token), [bio, linkedin, 'Lena']);
    }
  });
});

describe('a deleted event', () => {
  it('reaches guests and members without its name or description', async () => {
    const start = Date.now() + 48 * 3_600_000;
    const body = { name: 'Secret Supper Club', description: 'Meet at the back door of 12 Elm Street', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
    const made = await api<{ data: { id: string } }>(server, 'POST', '/events', { token: m.ada.token, body });
    expect((await api(server, 'DELETE', `/events/${made.body.data.id}`, { token: m.ada.token })).status).toBe(204);
    for (const token of [undefined, m.tim.token]) {
      expectTombstone((await pullAll(server, 'events', token)).find((doc) => doc.id === made.body.data.id), ['Secret Supper', 'Elm Street']);
    }
  });
});
