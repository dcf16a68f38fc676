import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import { preloadedUsers } from '../../../db/use-members';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { preloadedModerated, readModerated } from './moderation-read';

afterEach(closeTestDatabases);

/** Two questions waiting in the summit, asked by Ada and Grace. */
async function waitingQuestions() {
  const db = await openTestDatabase('moderation-read');
  await db.users.bulkInsert(['ada', 'grace', 'tim'].map((id) => ({ id, full_name: id.toUpperCase(), updatedAt: 1 })));
  await db.questions.bulkInsert([
    testQuestion(1, { event_id: 'summit', author_id: 'ada', moderation: 'waiting' }),
    testQuestion(2, { event_id: 'summit', author_id: 'grace', moderation: 'waiting' }),
  ]);
  return db;
}

describe("the moderation queue's read while its code loads", () => {
  it('keeps the list and the names of its askers for the first render', async () => {
    const db = await waitingQuestions();
    await readModerated(db, 'summit', 'waiting', 50);
    expect(preloadedModerated('summit', 'waiting', 50)?.map((question) => question.author_id).sort()).toEqual(['ada', 'grace']);
    expect([...(preloadedUsers.recall(['ada', 'grace'])?.values() ?? [])].map((user) => user.full_name).sort()).toEqual(['ADA', 'GRACE']);
  });

  it('reads the askers it named last time beside the list, and after it only the askers new to it', async () => {
    const db = await waitingQuestions();
    await readModerated(db, 'summit', 'waiting', 50);
    await db.questions.insert(testQuestion(3, { event_id: 'summit', author_id: 'tim', moderation: 'waiting' }));
    const asked: string[][] = [];
    const findByIds = db.users.findByIds.bind(db.users);
    vi.spyOn(db.users, 'findByIds').mockImplementation((ids: string[]) => {
      asked.push([...ids].sort());
      return findByIds(ids);
    });
    await readModerated(db, 'summit', 'waiting', 50);
    expect(asked).toEqual([['ada', 'grace'], ['tim']]);
    expect([...(preloadedUsers.recall(['ada', 'grace', 'tim'])?.keys() ?? [])].sort()).toEqual(['ada', 'grace', 'tim']);
  });
});
