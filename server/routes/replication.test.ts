import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_BATCH_MAX, type PullResponse } from '../../schemas/api';
import type { EventDoc } from '../../schemas/event.schema';
import { api, mintAccessToken, ORGANISER_SUB, OTHER_MEMBER_SUB, startTestServer, type TestServer } from '../test-support';

type Doc = EventDoc & { _deleted: boolean };

let server: TestServer;
let organiser: string;
let member: string;

beforeAll(async () => {
  server = await startTestServer();
  organiser = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  member = await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB });
});
afterAll(() => server.close());

const newEvent = (name: string): Doc => ({
  id: randomUUID(),
  name,
  live_status: 'planned',
  is_community: false,
  updatedAt: 0,
  _deleted: false,
});

async function pullAll(limit: number) {
  const seen: Doc[] = [];
  let checkpoint: PullResponse<Doc>['checkpoint'] = null;
  for (let page = 0; page < 10_000; page++) {
    const query = new URLSearchParams({ limit: String(limit) });
    if (checkpoint) {
      query.set('updatedAt', String(checkpoint.updatedAt));
      query.set('id', checkpoint.id);
    }
    const { status, body } = await api<PullResponse<Doc>>(server, 'GET', `/replication/events/pull?${query}`);
    expect(status).toBe(200);
    seen.push(...body.documents);
    if (body.documents.length < limit) return seen;
    checkpoint = body.checkpoint;
  }
  throw new Error('pull never ended');
}

const push = (rows: unknown, token = organiser) => api<Doc[]>(server, 'POST', '/replication/events/push', { token, body: rows });

describe('replication pull', () => {
  it('S1: pages never skip or repeat a document when many share one updatedAt', async () => {
    const batch = Array.from({ length: PUSH_BATCH_MAX }, (_, i) => newEvent(`Shared stamp ${i}`));
    expect((await push(batch.map((doc) => ({ newDocumentState: doc })))).body).toEqual([]);
    const all = await pullAll(1000);
    const stamps = new Set(all.filter((doc) => doc.name.startsWith('Shared stamp')).map((doc) => doc.updatedAt));
    expect(stamps.size).toBe(1);
    for (const limit of [1, 2, 7, 50, PUSH_BATCH_MAX - 1, PUSH_BATCH_MAX, PUSH_BATCH_MAX + 1]) {
      const paged = await pullAll(limit);
      expect(paged.map((doc) => doc.id)).toEqual(all.map((doc) => doc.id));
      expect(new Set(paged.map((doc) => doc.id)).size).toBe(paged.length);
    }
  });

  it('returns documents in (updatedAt, id) order with the checkpoint of the last one', async () => {
    const { body } = await api<PullResponse<Doc>>(server, 'GET', '/replication/events/pull?limit=1000');
    const keys = body.documents.map((doc) => [doc.updatedAt, doc.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
    expect(keys).toEqual(sorted);
    const last = body.documents.at(-1) as Doc;
    expect(body.checkpoint).toEqual({ updatedAt: last.updatedAt, id: last.id });
  });

  it('tells a first pull that fills its page how many documents the whole sync reads, and no later page', async () => {
    const all = await pullAll(1000);
    const first = await api<PullResponse<Doc>>(server, 'GET', '/replication/events/pull?limit=2');
    expect(first.body.total).toBe(all.length);
    const checkpoint = first.body.checkpoint as { updatedAt: number; id: string };
    const next = await api<PullResponse<Doc>>(server, 'GET', `/replication/events/pull?limit=2&updatedAt=${checkpoint.updatedAt}&id=${checkpoint.id}`);
    expect(next.body.total).toBeUndefined();
    const whole = await api<PullResponse<Doc>>(server, 'GET', '/replication/events/pull?limit=1000');
    expect(whole.body.total).toBeUndefined();
  });

  it('serves the public events to a guest', async () => {
    const { status, body } = await api<PullResponse<Doc>>(server, 'GET', '/replication/events/pull');
    expect(status).toBe(200);
    expect(body.documents.some((doc) => doc.slug === 'meetverse')).toBe(true);
  });

  it.each([
    ['an oversized limit', 'limit=1001'],
    ['a limit of zero', 'limit=0'],
    ['a checkpoint time that is not a number', 'updatedAt=yesterday&id=x'],
    ['a checkpoint without its id', 'updatedAt=5'],
    ['a checkpoint id without its time', 'id=abc'],
    ['an unknown parameter', 'since=5'],
    ['a negative checkpoint time', 'updatedAt=-1&id=x'],
    ['a checkpoint time beyond any stamp', 'updatedAt=1e20&id=x'],
  ])('answers %s with 400 and a message', async (_label, query) => {
    const { status, body } = await api<{ error: string; message: string }>(server, 'GET', `/replication/events/pull?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(/\w/);
  });

  it('answers an unknown collection with 404', async () => {
    const { status, body } = await api<{ error: string }>(server, 'GET', '/replication/secrets/pull');
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });
});

describe('replication push', () => {
  it('S2: a retried push changes nothing the second time, and tells the client what is stored', async () => {
    const doc = newEvent('Retried push');
    const rows = [{ newDocumentState: doc }];
    expect((await push(rows)).body).toEqual([]);
    const first = await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`);
    expect((await push(rows)).body).toMatchObject([{ id: doc.id, updatedAt: first.body.data.updatedAt }]);
    const second = await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`);
    expect(second.body.data.updatedAt).toBe(first.body.data.updatedAt);
    expect((await pullAll(1000)).filter((d) => d.id === doc.id)).toHaveLength(1);
  });

  it('a retried update whose first answer was lost writes nothing and answers with the stored state', async () => {
    const doc = newEvent('Lost answer');
    await push([{ newDocumentState: doc }]);
    const master = (await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data;
    const edit = { newDocumentState: { ...master, name: 'Lost answer, renamed', _deleted: false }, assumedMasterState: { ...master, _deleted: false } };
    expect((await push([edit])).body).toEqual([]);
    const renamed = (await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data;
    expect((await push([edit])).body).toMatchObject([{ id: doc.id, name: 'Lost answer, renamed', updatedAt: renamed.updatedAt }]);
    expect((await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data.updatedAt).toBe(renamed.updatedAt);
  });

  it('S3: a stale assumed master state comes back as a conflict and changes nothing', async () => {
    const doc = newEvent('Conflicted');
    await push([{ newDocumentState: doc }]);
    const v1 = (await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data;
    await push([{ newDocumentState: { ...v1, name: 'Conflicted v2', _deleted: false }, assumedMasterState: { ...v1, _deleted: false } }]);
    const { body: conflicts } = await push([
      { newDocumentState: { ...v1, name: 'Conflicted from a stale device', _deleted: false }, assumedMasterState: { ...v1, _deleted: false } },
    ]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.name).toBe('Conflicted v2');
    expect((await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data.name).toBe('Conflicted v2');
  });

  it('a new document pushed over an existing one without an assumed state is a conflict', async () => {
    const doc = newEvent('Created twice');
    await push([{ newDocumentState: doc }]);
    const { body } = await push([{ newDocumentState: { ...doc, name: 'Created twice, differently' } }]);
    expect(body.map((d) => d.name)).toEqual(['Created twice']);
  });

  it('the server stamps updatedAt whatever the client sends', async () => {
    const doc = { ...newEvent('Clock skew'), updatedAt: 9_999_999_999_999 };
    await push([{ newDocumentState: doc }]);
    const saved = (await api<{ data: EventDoc }>(server, 'GET', `/events/${doc.id}`)).body.data;
    expect(saved.updatedAt).toBeLessThan(9_999_999_999_999);
  });

  it('refuses a guest with 401', async () => {
    const { status, body } = await api<{ error: string }>(server, 'POST', '/replication/events/push', { body: [] });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it("answers a member's edit of someone else's event with the master state", async () => {
    const master = (await api<{ data: EventDoc }>(server, 'GET', '/resolve/events/local-first-meetup')).body.data;
    const { body } = await push(
      [{ newDocumentState: { ...master, name: 'Hijacked', _deleted: false }, assumedMasterState: { ...master, _deleted: false } }],
      member,
    );
    expect(body.map((d) => d.name)).toEqual(['Local-First Meetup']);
  });

  it.each([
    ['an unknown field', [{ newDocumentState: { ...newEvent('x'), colour: 'red' } }], /unknown field 'colour'/],
    ['a wrong type', [{ newDocumentState: { ...newEvent('x'), is_community: 'yes' } }], /is_community/],
    ['an unknown live status', [{ newDocumentState: { ...newEvent('x'), live_status: 'soon' } }], /live_status/],
    ['a bad slug', [{ newDocumentState: { ...newEvent('x'), slug: 'Not A Slug' } }], /slug/],
    ['a missing name', [{ newDocumentState: { ...newEvent('x'), name: undefined } }], /name/],
    ['a body that is not a list', { newDocumentState: newEvent('x') }, /array/],
    ['a row with an unknown key', [{ newDocumentState: newEvent('x'), force: true }], /additional/],
    ['an assumed state of another document', [{ newDocumentState: newEvent('x'), assumedMasterState: newEvent('y') }], /another document/],
  ])('answers %s with 400 and writes nothing', async (_label, rows, message) => {
    const before = (await pullAll(1000)).length;
    const { status, body } = await push(rows);
    expect(status).toBe(400);
    expect((body as unknown as { message: string }).message).toMatch(message);
    expect((await pullAll(1000)).length).toBe(before);
  });

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await api<{ error: string }>(server, 'POST', '/replication/events/push', { token: organiser, rawBody: '[{"newDocumentState":' });
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
  });
});

describe('replication stream', () => {
  it('sends a heartbeat comment at once and each committed change as one data frame', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/replication/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    expect(text).toMatch(/^: /);
    const doc = newEvent('Streamed');
    await push([{ newDocumentState: doc }]);
    while (!text.includes('data: ')) text += (await reader.read()).value ?? '';
    const frame = JSON.parse(text.slice(text.indexOf('data: ') + 6).split('\n\n')[0] as string);
    expect(frame.collection).toBe('events');
    expect(frame.documents.map((d: Doc) => d.id)).toEqual([doc.id]);
    expect(frame.checkpoint).toEqual({ updatedAt: frame.documents[0].updatedAt, id: doc.id });
    controller.abort();
  });
});

describe('what each viewer may pull: only what they may see', () => {
  it('keeps member profiles from a guest, in pull and in the stream', async () => {
    expect((await api(server, 'GET', '/replication/users/pull')).status).toBe(401);
    const members = await api<PullResponse<{ id: string; full_name: string }>>(server, 'GET', '/replication/users/pull', { token: member });
    expect(members.status).toBe(200);
    expect(members.body.documents.map((doc) => doc.full_name)).toContain('Ada Lovelace');
    expect(JSON.stringify(members.body.documents)).not.toMatch(/@example\.com|demo\|/);

    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/replication/stream`, { signal: controller.signal });
    const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
    await reader.read();
    const me = (await api<{ data: { id: string } }>(server, 'GET', '/users/me', { token: member })).body.data;
    await api(server, 'PUT', `/users/${me.id}`, { token: member, body: { bio: 'Changed while a guest listens' } });
    const marker = newEvent('After the profile change');
    await push([{ newDocumentState: marker }]);
    let text = '';
    while (!text.includes(marker.id)) text += (await reader.read()).value ?? '';
    expect(text).not.toContain('Changed while a guest listens');
    controller.abort();
  });
});
