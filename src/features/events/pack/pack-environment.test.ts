import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

vi.mock('../../../lib/sync-client', () => ({ flushWrites: async () => {} }));
const { packDatabase } = await import('./pack-environment');

afterEach(closeTestDatabases);
const database = () => openTestDatabase('pack');

const grace = { id: 'u-grace', full_name: 'Grace Hopper', profile_picture: 'https://pictures.example/grace.jpg', sync_state: 'sent' as const, updatedAt: 3 };

describe("the pack's view of the local database", () => {
  it('names the documents the device does not hold, counting a deleted one as absent', async () => {
    const db = await database();
    await db.questions.insert(testQuestion(1));
    const gone = await db.questions.insert(testQuestion(2));
    await gone.remove();
    await db.users.insert(grace);
    const absent = await packDatabase(async () => db).absent({
      events: ['e-1'],
      questions: [testQuestion(1).id, testQuestion(2).id, testQuestion(3).id],
      sessions: ['s-1'],
      users: [grace.id, 'u-tim'],
    });
    expect(absent).toEqual({ events: ['e-1'], questions: [testQuestion(2).id, testQuestion(3).id], sessions: ['s-1'], users: ['u-tim'] });
  });

  it('stores what the API answered as the server has it, without fields the device does not keep', async () => {
    const db = await database();
    const fromApi = { ...testQuestion(4), sync_state: undefined, isCheckedIn: true, description: null };
    const failed = await packDatabase(async () => db).store('questions', [fromApi as unknown as Record<string, unknown>]);
    expect(failed).toBe(0);
    const stored = (await db.questions.findOne(testQuestion(4).id).exec())?.toJSON();
    expect(stored).toMatchObject({ id: testQuestion(4).id, title: 'Question 4', sync_state: 'sent' });
    expect(stored).not.toHaveProperty('isCheckedIn');
    expect(stored).not.toHaveProperty('description');
  });

  it('counts a document the sync brought meanwhile as stored, and one the schema refuses as not', async () => {
    const db = await database();
    await db.users.insert(grace);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await packDatabase(async () => db).store('users', [
      { ...grace, full_name: 'Grace B. Hopper' },
      { id: 'u-nameless', updatedAt: 4 },
    ]);
    expect(failed).toBe(1);
    expect((await db.users.findOne(grace.id).exec())?.full_name).toBe('Grace Hopper');
  });
});
