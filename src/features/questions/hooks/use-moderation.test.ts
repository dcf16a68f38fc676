// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import type { AppDatabase } from '../../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => local.db }));
const { useWaitingCount } = await import('./use-moderation');

afterEach(closeTestDatabases);

describe("the moderation queue's waiting count", () => {
  it("counts the event's questions waiting for approval on this device, and counts again once one is approved", async () => {
    local.db = openTestDatabase('waiting-count');
    const db = await local.db;
    await db.questions.bulkInsert([
      testQuestion(1, { event_id: 'summit', moderation: 'waiting' }),
      testQuestion(2, { event_id: 'summit', moderation: 'waiting' }),
      testQuestion(3, { event_id: 'summit', moderation: 'approved' }),
      testQuestion(4, { event_id: 'summit', moderation: 'hidden', hidden_reason: 'Off topic' }),
      testQuestion(5, { event_id: 'meetup', moderation: 'waiting' }),
    ]);
    const { result } = renderHook(() => useWaitingCount('summit'));
    await waitFor(() => expect(result.current.data).toBe(2));

    await act(async () => {
      await (await db.questions.findOne('q-00001').exec())!.incrementalPatch({ moderation: 'approved' });
    });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('is none without an event', async () => {
    local.db = openTestDatabase('waiting-count-none');
    const { result } = renderHook(() => useWaitingCount(undefined));
    await waitFor(() => expect(result.current.data).toBe(0));
  });
});
