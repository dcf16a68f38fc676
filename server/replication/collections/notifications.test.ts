import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../../schemas/event.schema';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import type { QuestionDoc } from '../../../schemas/question.schema';
import { testQuestion } from '../../../schemas/question.testing';
import { MEETVERSE_ID } from '../../db/seed';
import { api, openStream, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../../test-support';
import { derivedId } from './notifications';

// A demo event organised by Ada (server/db/seed.ts).
const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Who = keyof Members;

function newQuestion(author: Who, fields: Record<string, unknown> = {}) {
  const base = testQuestion(0, { id: randomUUID(), title: 'Where is the cloakroom?', event_id: SUMMIT, author_id: m[author].id, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 });
  return { ...base, _deleted: false, ...fields };
}

/** Asks through a push, as a device does; answers the stored question. */
async function askByPush(author: Who, fields: Record<string, unknown> = {}) {
  const doc = newQuestion(author, fields);
  expect((await push(server, 'questions', m[author].token, [{ newDocumentState: doc }])).body).toEqual([]);
  return (await api<{ data: QuestionDoc }>(server, 'GET', `/questions/${doc.id}`, { token: m[author].token })).body.data;
}

async function askByRest(author: Who, body: Record<string, unknown>) {
  const answer = await api<{ data: QuestionDoc }>(server, 'POST', '/questions', { token: m[author].token, body });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** The 'new question' notifications a member has, for one question or all. */
async function toldOf(who: Who, questionId?: string) {
  const all = (await pullAll<NotificationDoc>(server, 'notifications', m[who].token)).filter((doc) => doc.kind === 'event_question');
  return questionId ? all.filter((doc) => doc.id === derivedId(`event_question:${questionId}`)) : all;
}

describe("a new question tells its event's organiser", () => {
  it('reaches the organiser alone, once, whether it came through a push or REST, and streams to them', async () => {
    const stream = await openStream(server, m.ada.token);
    try {
      const pushed = await askByPush('grace', { title: 'Is the keynote recorded?' });
      const posted = await askByRest('tim', { title: 'Any vegan lunch?', event_id: SUMMIT });

      expect(await toldOf('ada', pushed.id)).toMatchObject([
        {
          user_id: m.ada.id,
          kind: 'event_question',
          title: 'New question in Offline-First Summit',
          body: 'Grace Hopper asked: Is the keynote recorded?',
          link: `/questions/${pushed.slug}`,
          actor_id: m.grace.id,
          status: 'unread',
          sync_state: 'sent',
        },
      ]);
      expect(await toldOf('ada', posted.id)).toMatchObject([{ body: 'Tim Berners-Lee asked: Any vegan lunch?', actor_id: m.tim.id, link: `/questions/${posted.slug}` }]);
      const id = derivedId(`event_question:${pushed.id}`);
      await stream.waitFor((frame) => frame.collection === 'notifications' && frame.documents.some((doc) => doc.id === id));

      for (const other of ['grace', 'tim', 'katherine'] as const) expect(await toldOf(other)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('is not doubled by a replayed push or an edit of the question', async () => {
    const doc = newQuestion('katherine', { title: 'Who has a spare charger?' });
    expect((await push(server, 'questions', m.katherine.token, [{ newDocumentState: doc }])).body).toEqual([]);
    // The device did not hear the answer and sends the same question again.
    await push(server, 'questions', m.katherine.token, [{ newDocumentState: doc }]);
    await api(server, 'PUT', `/questions/${doc.id}`, { token: m.katherine.token, body: { title: 'Who has a spare USB-C charger?' } });
    expect(await toldOf('ada', doc.id)).toHaveLength(1);
  });

  it("tells nobody of the organiser's own question, or of one asked in the meetverse", async () => {
    const own = await askByPush('ada', { title: 'Ada asks her own crowd' });
    const everywhere = await askByPush('grace', { title: 'Asked to the whole community', event_id: MEETVERSE_ID });
    for (const who of ['ada', 'grace', 'tim', 'katherine'] as const) {
      expect(await toldOf(who, own.id)).toEqual([]);
      expect(await toldOf(who, everywhere.id)).toEqual([]);
    }
  });

  it('tells the organiser of that event, whoever organises it', async () => {
    const start = Date.now() + 24 * 3_600_000;
    const body = { name: "Grace's Compiler Night", live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString() };
    const event = (await api<{ data: EventDoc }>(server, 'POST', '/events', { token: m.grace.token, body })).body.data;
    const question = await askByRest('tim', { title: 'Do I need a laptop?', event_id: event.id });
    expect(await toldOf('grace', question.id)).toMatchObject([{ title: "New question in Grace's Compiler Night", actor_id: m.tim.id }]);
    expect(await toldOf('ada', question.id)).toEqual([]);
  });

  it('does not reveal the author of an anonymous question: no actor, and Someone in the words', async () => {
    const question = await askByPush('katherine', { title: 'Is it fine to leave early?', is_anonymous: true });
    const [notice] = await toldOf('ada', question.id);
    expect(notice).toMatchObject({ title: 'New question in Offline-First Summit', body: 'Someone asked: Is it fine to leave early?' });
    expect(notice).not.toHaveProperty('actor_id');
    const said = JSON.stringify(notice);
    for (const clue of [m.katherine.id, 'Katherine', 'Johnson']) expect(said).not.toContain(clue);
    // Through REST too.
    const listed = (await api<{ notifications: NotificationDoc[] }>(server, 'GET', '/notifications?per_page=100', { token: m.ada.token })).body.notifications;
    expect(listed.find((doc) => doc.id === notice?.id)).not.toHaveProperty('actor_id');
  });
});
