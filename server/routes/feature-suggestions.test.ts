import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureSuggestionDoc } from '../../schemas/feature-suggestion.schema';
import { signUp } from '../hostile/world';
import { api, pullAll, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'ada@example.com' });
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Listed = { data: (Pick<FeatureSuggestionDoc, 'id' | 'user_id' | 'title' | 'details' | 'created_at'> & { author_name: string })[]; total: number };

const suggestion = (userId: string, fields: Partial<FeatureSuggestionDoc> = {}) => ({
  id: crypto.randomUUID(),
  user_id: userId,
  title: 'Dark mode for the big screen',
  details: 'The projector at our venue washes out the white.',
  created_at: new Date().toISOString(),
  sync_state: 'pending',
  updatedAt: 0,
  ...fields,
});

describe('feature suggestions', () => {
  it("are sent with a member's other writes and come back to that member's devices only", async () => {
    const mine = suggestion(m.grace.id);
    expect((await push(server, 'feature_suggestions', m.grace.token, [{ newDocumentState: mine }])).body).toEqual([]);
    expect(await pullAll<FeatureSuggestionDoc>(server, 'feature_suggestions', m.grace.token)).toMatchObject([{ id: mine.id, title: mine.title, sync_state: 'sent' }]);
    expect((await pullAll<FeatureSuggestionDoc>(server, 'feature_suggestions', m.tim.token)).map((doc) => doc.id)).not.toContain(mine.id);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'A suggestion needs a title'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'A title has at most 120 characters'],
    ['details over 2000 characters', { details: 'x'.repeat(2001) }, 'The details have at most 2000 characters'],
  ])('refuses %s with the words the form shows', async (_label, fields, message) => {
    const answer = await push(server, 'feature_suggestions', m.grace.token, [{ newDocumentState: suggestion(m.grace.id, fields) }]);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ error: 'bad_request', message }) });
  });

  it("refuses one in another member's name, and answers any change once sent with the stored one", async () => {
    expect((await push(server, 'feature_suggestions', m.grace.token, [{ newDocumentState: suggestion(m.tim.id) }])).status).toBe(403);
    const mine = suggestion(m.tim.id);
    await push(server, 'feature_suggestions', m.tim.token, [{ newDocumentState: mine }]);
    const [stored] = (await pullAll<FeatureSuggestionDoc & { _deleted: boolean }>(server, 'feature_suggestions', m.tim.token)).filter((doc) => doc.id === mine.id);
    const edited = await push(server, 'feature_suggestions', m.tim.token, [{ newDocumentState: { ...stored, title: 'Changed' }, assumedMasterState: stored }]);
    // The answer is the server's state as a conflict: the device takes it back.
    expect(edited).toMatchObject({ status: 200, body: [{ id: mine.id, title: mine.title }] });
    expect((await pullAll<FeatureSuggestionDoc>(server, 'feature_suggestions', m.tim.token)).find((doc) => doc.id === mine.id)?.title).toBe(mine.title);
  });

  it('are listed for an admin, newest first with their authors, and refused to members and guests', async () => {
    const older = suggestion(m.katherine.id, { title: 'Older idea', created_at: new Date(Date.now() - 60_000).toISOString() });
    const newer = suggestion(m.tim.id, { title: 'Newer idea' });
    await push(server, 'feature_suggestions', m.katherine.token, [{ newDocumentState: older }]);
    await push(server, 'feature_suggestions', m.tim.token, [{ newDocumentState: newer }]);
    const listed = await api<Listed>(server, 'GET', '/feature-suggestions?per_page=100', { token: m.ada.token });
    expect(listed.status).toBe(200);
    const titles = listed.body.data.map((row) => row.title);
    expect(titles.indexOf('Newer idea')).toBeLessThan(titles.indexOf('Older idea'));
    expect(listed.body.data.find((row) => row.id === older.id)).toMatchObject({ author_name: 'Katherine Johnson', user_id: m.katherine.id });
    expect(listed.body.total).toBe(listed.body.data.length);
    expect((await api(server, 'GET', '/feature-suggestions', { token: m.grace.token })).status).toBe(403);
    expect((await api(server, 'GET', '/feature-suggestions')).status).toBe(401);
  });

  it('takes 10 suggestions an hour from a member, in any batches, and refuses more with the words the form shows, storing none of the refused batch', async () => {
    const member = await signUp(server, 'many-ideas@example.com', 'Ida Ideas');
    const ideas = (count: number) => Array.from({ length: count }, (_, n) => ({ newDocumentState: suggestion(member.id, { title: `Idea ${n}` }) }));
    const limit = { status: 403, body: expect.objectContaining({ error: 'limit_reached', message: 'You can send at most 10 suggestions an hour. Please try again later.' }) };
    // One request of 100 is refused whole: the member's device splits it and sends the first ten.
    expect(await push(server, 'feature_suggestions', member.token, ideas(100))).toEqual(limit);
    expect(await pullAll(server, 'feature_suggestions', member.token)).toEqual([]);
    expect(await push(server, 'feature_suggestions', member.token, ideas(7))).toEqual({ status: 200, body: [] });
    expect(await push(server, 'feature_suggestions', member.token, ideas(3))).toEqual({ status: 200, body: [] });
    expect(await push(server, 'feature_suggestions', member.token, ideas(1))).toEqual(limit);
    expect(await pullAll(server, 'feature_suggestions', member.token)).toHaveLength(10);
    // Another member's suggestions are theirs to count.
    expect(await push(server, 'feature_suggestions', m.katherine.token, [{ newDocumentState: suggestion(m.katherine.id) }])).toEqual({ status: 200, body: [] });
  });

  it('refuses a push of more than 100 documents at once, the most the app sends', async () => {
    const rows = Array.from({ length: 300 }, () => ({ newDocumentState: suggestion(m.grace.id) }));
    const answer = await push(server, 'feature_suggestions', m.grace.token, rows);
    expect(answer.status).toBe(400);
  });
});
