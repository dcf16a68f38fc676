import { afterEach, describe, expect, it } from 'vitest';
import { testQuestion } from '../../schemas/question.testing';
import { countWritesAtRisk, totalAtRisk } from './writes-at-risk';
import { closeTestDatabases, openTestDatabase } from '../test-utils/test-database';

afterEach(closeTestDatabases);
const database = () => openTestDatabase('risk');

const event = (id: string, sync_state: 'pending' | 'sent' | 'failed') => ({
  id,
  name: `Event ${id}`,
  live_status: 'planned' as const,
  is_community: false,
  updatedAt: sync_state === 'sent' ? 5 : 0,
  sync_state,
});

describe('writes at risk on leaving the device', () => {
  it('counts nothing on a device whose writes have all reached the server', async () => {
    const db = await database();
    await db.questions.insert(testQuestion(1, { sync_state: 'sent', updatedAt: 2 }));
    const risk = await countWritesAtRisk(db);
    expect(risk).toEqual({ pending: 0, failed: 0, lostEdits: 0 });
    expect(totalAtRisk(risk)).toBe(0);
  });

  it('counts unsent and refused writes in every collection, events among them, and edits that lost a conflict', async () => {
    const db = await database();
    await db.questions.bulkInsert([testQuestion(1, { sync_state: 'pending' }), testQuestion(2, { sync_state: 'failed' }), testQuestion(3, { sync_state: 'sent', updatedAt: 4 })]);
    await db.events.bulkInsert([event('e-1', 'pending'), event('e-2', 'sent')]);
    await db.questions.upsertLocal('lost-edit:q-9', { id: 'q-9', local: { title: 'Mine' }, server: { title: 'Theirs' } });
    await db.questions.upsertLocal('unrelated', { value: 1 });
    expect(await countWritesAtRisk(db)).toEqual({ pending: 2, failed: 1, lostEdits: 1 });
  });

  it('stops counting a lost edit once it is handled', async () => {
    const db = await database();
    const lost = await db.questions.upsertLocal('lost-edit:q-1', { id: 'q-1' });
    await lost.remove();
    expect((await countWritesAtRisk(db)).lostEdits).toBe(0);
  });
});
