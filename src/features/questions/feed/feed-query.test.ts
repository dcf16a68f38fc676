import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { createQuestion } from '../api/question-writes';
import { feedPage } from './feed-query';

afterEach(closeTestDatabases);

describe("a session's questions", () => {
  it('lists only the questions asked to that session, in each of the four orders', async () => {
    const db = await openTestDatabase('feed');
    const ask = (title: string, sessionId: string | undefined, minute: number) =>
      createQuestion(db, { id: 'ada' }, { title, description: '', eventId: 'summit', anonymous: false, sessionId }, new Date(Date.UTC(2026, 5, 1, 9, minute)));
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
    const toSession = await createQuestion(db, { id: 'ada' }, { title: 'Slides?', description: '', eventId: 'summit', anonymous: false, sessionId: 'keynote' });
    const toEvent = await createQuestion(db, { id: 'ada' }, { title: 'Wifi?', description: '', eventId: 'summit', anonymous: false, sessionId: '' });
    expect((await db.questions.findOne(toSession.id).exec())?.session_id).toBe('keynote');
    expect((await db.questions.findOne(toEvent.id).exec())?.toJSON()).not.toHaveProperty('session_id');
  });
});

describe('a moderated feed', () => {
  it('leaves out questions waiting for approval, hidden or merged, and those answered in the room, in every order', async () => {
    const db = await openTestDatabase('feed');
    const ask = (title: string, minute: number) =>
      createQuestion(db, { id: 'ada' }, { title, description: '', eventId: 'summit', anonymous: false }, new Date(Date.UTC(2026, 5, 1, 9, minute)));
    await ask('Shown', 1);
    const waiting = await ask('Waiting', 2);
    const hidden = await ask('Hidden', 3);
    const answered = await ask('Answered', 4);
    const answering = await ask('Answering now', 5);
    await (await db.questions.findOne(waiting.id).exec())?.incrementalPatch({ moderation: 'waiting' });
    await (await db.questions.findOne(hidden.id).exec())?.incrementalPatch({ moderation: 'hidden', hidden_reason: 'Spam' });
    await (await db.questions.findOne(answered.id).exec())?.incrementalPatch({ stage: 'answered' });
    await (await db.questions.findOne(answering.id).exec())?.incrementalPatch({ stage: 'answering' });
    for (const sort of ['latest', 'most_uplifted', 'most_helpers', 'most_relatable'] as const) {
      const page = await feedPage(db, { spaceIds: ['summit'], sort, limit: 20 });
      expect(page.map((question) => question.title).sort()).toEqual(['Answering now', 'Shown']);
    }
  });

  it('holds a question back on the asking device when its event approves questions, unless the asker moderates there', async () => {
    const db = await openTestDatabase('feed');
    await db.events.insert({ id: 'summit', name: 'Summit', live_status: 'live', is_community: false, created_by: 'ada', qa_mode: 'approval', team: [{ user_id: 'grace', role: 'moderator' }], sync_state: 'sent', updatedAt: 1 });
    const input = { title: 'May I?', description: '', eventId: 'summit', anonymous: false };
    expect((await createQuestion(db, { id: 'tim' }, input)).moderation).toBe('waiting');
    expect((await createQuestion(db, { id: 'grace' }, input)).moderation).toBe('approved');
    expect((await createQuestion(db, { id: 'ada' }, input)).moderation).toBe('approved');
    expect((await createQuestion(db, { id: 'katherine', role: 'admin' }, input)).moderation).toBe('approved');
  });
});

describe('the Unanswered view', () => {
  it('lists the questions nobody answered yet, newest first, leaving out those with answers and those solved', async () => {
    const db = await openTestDatabase('feed');
    const ask = (title: string, minute: number) =>
      createQuestion(db, { id: 'ada' }, { title, description: '', eventId: 'summit', anonymous: false }, new Date(Date.UTC(2026, 5, 1, 9, minute)));
    await ask('Nobody knows yet', 1);
    const answered = await ask('Answered once', 2);
    const solved = await ask('Solved already', 3);
    await ask('Also open', 4);
    await (await db.questions.findOne(answered.id).exec())?.incrementalPatch({ answer_count: 1 });
    await (await db.questions.findOne(solved.id).exec())?.incrementalPatch({ answer_count: 2, accepted_answer_id: 'a-1' });
    const page = await feedPage(db, { spaceIds: ['summit'], sort: 'unanswered', limit: 20 });
    expect(page.map((question) => question.title)).toEqual(['Also open', 'Nobody knows yet']);
    expect(await feedPage(db, { spaceIds: ['summit'], sort: 'latest', limit: 20 })).toHaveLength(4);
  });
});
