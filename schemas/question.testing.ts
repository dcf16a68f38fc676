import type { RxJsonSchema } from 'rxdb';
import { questionSchema, type QuestionDoc } from './question.schema';
import { RANK_MAX } from './sync-state';

/** A valid, synced question for tests: `n` makes its id (q-0000n), title and time; the rest can be overridden. */
export function testQuestion(n: number, overrides: Partial<QuestionDoc> = {}): QuestionDoc {
  return {
    id: `q-${String(n).padStart(5, '0')}`,
    title: `Question ${n}`,
    description: '',
    event_id: 'meetverse',
    author_id: 'u1',
    is_anonymous: false,
    created_at: new Date(1_700_000_000_000 + n).toISOString(),
    answer_count: 0,
    help_count: 0,
    me_too_count: 0,
    uplift_count: 0,
    rank_latest: RANK_MAX - n,
    rank_uplifted: RANK_MAX,
    rank_helpers: RANK_MAX,
    rank_relatable: RANK_MAX,
    sync_state: 'sent',
    updatedAt: n + 1,
    ...overrides,
  };
}

/**
 * The question schema for a database opened without the app's opener (which adds the schema-migration
 * plugin): the same fields and indexes at version 0, for tests of storage rather than of upgrades.
 */
export const questionSchemaForStorageTests: RxJsonSchema<QuestionDoc> = { ...questionSchema, version: 0 };
