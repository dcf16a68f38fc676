import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { preloadedAccepted, preloadedAnswers, preloadedLookup, preloadedQuestion, preloadedReactions, readQuestionPage, sameLookup } from './question-read';

afterEach(closeTestDatabases);

const answer = (n: number, author: string) => ({
  id: `a-${n}`, question_id: 'q-00001', event_id: 'summit', author_id: author, body: `Answer ${n}`,
  created_at: new Date(1_700_000_100_000 + n).toISOString(), sync_state: 'sent' as const, updatedAt: 1,
});

const reaction = (user: string, kind: 'can_help' | 'me_too') => ({
  id: `${kind}:${user}:q-00001`, kind, user_id: user, target_id: 'q-00001', active: true, created_at: '2026-11-30T10:00:00.000Z', sync_state: 'sent' as const, updatedAt: 1,
});

/** Ada asked in the summit; Grace can help and Tim said 'me too'; Tim and Linus answered. */
async function questionWithAnswers() {
  const db = await openTestDatabase('question-page');
  await db.events.insert({ id: 'summit', name: 'Offline-First Summit', live_status: 'live', is_community: false, created_by: 'ada', updatedAt: 1 });
  await db.users.bulkInsert(['ada', 'grace', 'tim', 'linus'].map((id) => ({ id, full_name: id.toUpperCase(), updatedAt: 1 })));
  await db.questions.insert(testQuestion(1, { event_id: 'summit', author_id: 'ada', slug: 'how-do-i-get-there' }));
  await db.answers.bulkInsert([answer(1, 'tim'), answer(2, 'linus')]);
  await db.interactions.bulkInsert([reaction('grace', 'can_help'), reaction('tim', 'me_too')]);
  return db;
}

describe("a question page's read while its code loads", () => {
  it('keeps the question, its first answers, its reactions and every name the page shows, for its first render', async () => {
    const db = await questionWithAnswers();
    await readQuestionPage(db, 'how-do-i-get-there');
    expect(preloadedQuestion('how-do-i-get-there')?.id).toBe('q-00001');
    expect(preloadedAnswers('q-00001', 50)?.map((read) => read.id)).toEqual(['a-1', 'a-2']);
    expect(preloadedReactions('q-00001')?.map((read) => read.kind).sort()).toEqual(['can_help', 'me_too']);
    // The asker and the helper at the top, the answers' authors below, and the question's space.
    const names = preloadedLookup(['ada', 'grace'], ['summit'], []);
    expect([...(names?.users.keys() ?? [])]).toEqual(['ada', 'grace']);
    expect(names?.events.get('summit')?.name).toBe('Offline-First Summit');
    expect(preloadedLookup(['tim', 'linus'], [], [])?.users.size).toBe(2);
    // A name it did not read is not guessed: the page's own query reads it.
    expect(preloadedLookup(['katherine'], [], [])).toBeUndefined();
  });

  it('reads again what the question says it did not guess: an answer accepted since the last read', async () => {
    const db = await questionWithAnswers();
    await readQuestionPage(db, 'how-do-i-get-there');
    expect(preloadedAccepted('a-2')).toBeUndefined();
    await (await db.questions.findOne('q-00001').exec())?.incrementalPatch({ accepted_answer_id: 'a-2' });
    await readQuestionPage(db, 'how-do-i-get-there');
    expect(preloadedQuestion('how-do-i-get-there')?.accepted_answer_id).toBe('a-2');
    expect(preloadedAccepted('a-2')?.body).toBe('Answer 2');
  });

  it('reads the names it showed last time beside the question, and after it only a name new to the page', async () => {
    const db = await questionWithAnswers();
    await readQuestionPage(db, 'how-do-i-get-there');
    await db.users.insert({ id: 'katherine', full_name: 'KATHERINE', updatedAt: 1 });
    await db.answers.insert(answer(3, 'katherine'));
    const asked: string[][] = [];
    const findByIds = db.users.findByIds.bind(db.users);
    vi.spyOn(db.users, 'findByIds').mockImplementation((ids: string[]) => {
      asked.push([...ids].sort());
      return findByIds(ids);
    });
    await readQuestionPage(db, 'how-do-i-get-there');
    expect(asked).toEqual([['ada', 'grace', 'linus', 'tim'], ['katherine']]);
    expect([...(preloadedLookup(['ada', 'grace', 'tim', 'linus', 'katherine'], ['summit'], [])?.users.keys() ?? [])].sort()).toEqual(['ada', 'grace', 'katherine', 'linus', 'tim']);
  });

  it('tells a lookup that says the same from one with a changed name', () => {
    const lookup = (name: string) => ({ users: new Map([['ada', { id: 'ada', full_name: name, updatedAt: 1 }]]), events: new Map(), sessions: new Map() });
    expect(sameLookup(lookup('Ada'), lookup('Ada'))).toBe(true);
    expect(sameLookup(lookup('Ada'), lookup('Ada Lovelace'))).toBe(false);
  });
});
