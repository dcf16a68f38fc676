import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { createQuestion } from '../api/question-writes';
import { feedPage } from './feed-query';

afterEach(closeTestDatabases);

describe("a session's questions", () => {
  it('lists only the questions asked to that session, in each of the four orders', async () => {
    const db = await openTestDatabase('feed');
    const ask = (title: string, sessionId: string | undefined, minute: number) =>
      createQuestion(db, 'ada', { title, description: '', eventId: 'summit', anonymous: false, sessionId }, new Date(Date.UTC(2026, 5, 1, 9, minute)));
    await ask('To the keynote', 'keynote', 1);
    await ask('To the whole event', undefined, 2);
    await ask('To the workshop', 'workshop', 3);
    await ask('Again to the keynote', 'keynote', 4);
    for (const sort of ['latest', 'most_uplifted', 'most_helpers', 'most_relatable'] as const) {
      const page = await feedPage(db, { spaceIds: ['summit'], sort, limit: 20, sessionId: 'keynote' });
      expect(page.map((question) => question.title).sort()).toEqual(['Again to the keynote', 'To the keynote']);
    }
    const latest = await feedPage(db, { spaceIds: ['summit'], sort: 'latest', limit: 20, sessionId: 'keynote' });
    expect(latest.map((question) => question.title)).toEqual(['Again to the keynote', 'To the keynote']);
    expect(await feedPage(db, { spaceIds: ['summit'], sort: 'latest', limit: 20 })).toHaveLength(4);
  });

  it('writes the session a question is asked to, and none when it is asked to the whole event', async () => {
    const db = await openTestDatabase('feed');
    const toSession = await createQuestion(db, 'ada', { title: 'Slides?', description: '', eventId: 'summit', anonymous: false, sessionId: 'keynote' });
    const toEvent = await createQuestion(db, 'ada', { title: 'Wifi?', description: '', eventId: 'summit', anonymous: false, sessionId: '' });
    expect((await db.questions.findOne(toSession.id).exec())?.session_id).toBe('keynote');
    expect((await db.questions.findOne(toEvent.id).exec())?.toJSON()).not.toHaveProperty('session_id');
  });
});
