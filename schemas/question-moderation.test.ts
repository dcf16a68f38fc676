import { describe, expect, it } from 'vitest';
import { hiddenNotice, hideReasonProblem, isShown, MERGE_TARGET_PROBLEM, moderationProblem, STAGE_NEEDS_SHOWN } from './question-moderation';

const question = { id: 'q1', event_id: 'summit' };

describe("a moderator's decision on a question", () => {
  it('shows a question with no moderation state, as every question asked before moderation', () => {
    expect(isShown({})).toBe(true);
    expect(isShown({ moderation: 'approved' })).toBe(true);
    expect(isShown({ moderation: 'waiting' })).toBe(false);
    expect(isShown({ moderation: 'hidden' })).toBe(false);
  });

  it('asks for the reason of a hide, which its asker reads, within 300 characters', () => {
    expect(hideReasonProblem('')).toBe('Say why it is hidden: its author is told');
    expect(hideReasonProblem('   ')).toBe('Say why it is hidden: its author is told');
    expect(hideReasonProblem('x'.repeat(301))).toBe('Keep the reason to 300 characters: it has 301');
    expect(hideReasonProblem('Off topic')).toBeNull();
    expect(moderationProblem({ ...question, moderation: 'hidden' })).toBe('Say why it is hidden: its author is told');
  });

  it('merges only into another shown question of the same event', () => {
    const merged = { ...question, moderation: 'hidden' as const, merged_into: 'q2' };
    expect(moderationProblem(merged, { id: 'q2', event_id: 'summit' })).toBeNull();
    expect(moderationProblem(merged, { id: 'q2', event_id: 'elsewhere' })).toBe(MERGE_TARGET_PROBLEM);
    expect(moderationProblem(merged, { id: 'q2', event_id: 'summit', moderation: 'waiting' })).toBe(MERGE_TARGET_PROBLEM);
    expect(moderationProblem(merged, { id: 'q2', event_id: 'summit', _deleted: true })).toBe(MERGE_TARGET_PROBLEM);
    expect(moderationProblem(merged, undefined)).toBe(MERGE_TARGET_PROBLEM);
    expect(moderationProblem({ ...merged, merged_into: 'q1' }, { id: 'q1', event_id: 'summit' })).toBe(MERGE_TARGET_PROBLEM);
    expect(moderationProblem({ ...question, moderation: 'approved', merged_into: 'q2' })).toBe(MERGE_TARGET_PROBLEM);
  });

  it('answers in the room only a question shown to everyone', () => {
    expect(moderationProblem({ ...question, moderation: 'approved', stage: 'answering' })).toBeNull();
    expect(moderationProblem({ ...question, moderation: 'waiting', stage: 'answering' })).toBe(STAGE_NEEDS_SHOWN);
  });

  it('tells the asker why their question was hidden, or where it was merged', () => {
    expect(hiddenNotice({ moderation: 'hidden', hidden_reason: 'Spam' })).toBe('Hidden by the moderators: Spam');
    expect(hiddenNotice({ moderation: 'hidden', merged_into: 'q2' }, 'When is lunch?')).toBe("Merged by the moderators into 'When is lunch?'");
    expect(hiddenNotice({ moderation: 'hidden', merged_into: 'q2' })).toBe('Merged by the moderators into another question');
  });
});
