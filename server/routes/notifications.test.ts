import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDoc } from '../../schemas/notification.schema';
import type { QuestionDoc } from '../../schemas/question.schema';
import { api, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

type List = { notifications: NotificationDoc[]; total: number; unread_count: number };
type Error = { error: string; message: string };

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  // Three helpers on two of Katherine's questions: three notifications for her.
  for (const title of ['Orbit question', 'Rocket question']) {
    const { id } = (await api<{ data: QuestionDoc }>(server, 'POST', '/questions', { token: m.katherine.token, body: { title } })).body.data;
    for (const helper of title === 'Orbit question' ? [m.ada, m.grace] : [m.tim]) {
      await api(server, 'POST', '/interactions', { token: helper.token, body: { kind: 'can_help', target_id: id } });
    }
  }
});
afterAll(() => server.close());

const list = (query = '') => api<List>(server, 'GET', `/notifications${query}`, { token: m.katherine.token });

describe('GET /notifications', () => {
  it('lists the member\'s own notifications, newest first, each with its status, and the total', async () => {
    const { status, body } = await list('?page=1&per_page=20');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, unread_count: 3 });
    expect(body.notifications.map((n) => n.title)).toContain('Grace Hopper can help with your question');
    expect(body.notifications.every((n) => n.status === 'unread' && n.user_id === m.katherine.id)).toBe(true);
    expect((await list('?per_page=2')).body.notifications).toHaveLength(2);
    expect((await api<List>(server, 'GET', '/notifications', { token: m.grace.token })).body.total).toBe(0);
  });

  it('answers a guest with 401 and a bad page with 400', async () => {
    expect((await api(server, 'GET', '/notifications')).status).toBe(401);
    expect((await list('?per_page=0')).status).toBe(400);
  });
});

describe('marking notifications', () => {
  it('marks one read and back to unread', async () => {
    const [first] = (await list()).body.notifications;
    const read = await api<{ data: NotificationDoc }>(server, 'POST', `/notifications/${first?.id}?mark_as=read`, { token: m.katherine.token });
    expect(read.body.data).toMatchObject({ id: first?.id, status: 'read', sync_state: 'sent' });
    expect((await list()).body.unread_count).toBe(2);
    await api(server, 'POST', `/notifications/${first?.id}?mark_as=unread`, { token: m.katherine.token });
    expect((await list()).body.unread_count).toBe(3);
  });

  it("answers someone else's notification with 404, and a bad mark with 400", async () => {
    const [first] = (await list()).body.notifications;
    expect((await api<Error>(server, 'POST', `/notifications/${first?.id}?mark_as=read`, { token: m.grace.token })).body.message).toBe('Notification not found');
    expect((await api<Error>(server, 'POST', `/notifications/${first?.id}?mark_as=seen`, { token: m.katherine.token })).status).toBe(400);
    expect((await api<Error>(server, 'POST', `/notifications/${first?.id}`, { token: m.katherine.token })).status).toBe(400);
  });

  it('marks all read at once', async () => {
    const done = await api<{ data: { updated: number } }>(server, 'POST', '/notifications?mark_all_read=true', { token: m.katherine.token });
    expect(done.body.data.updated).toBe(3);
    const { body } = await list();
    expect(body.unread_count).toBe(0);
    expect(body.notifications.every((n) => n.status === 'read')).toBe(true);
    for (const query of ['', '?mark_all_read=false', '?mark_all_read=soon']) {
      const refused = await api<Error>(server, 'POST', `/notifications${query}`, { token: m.katherine.token });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/mark_all_read/);
    }
  });
});
