import { describe, expect, it } from 'vitest';
import { named, notice, NOTICE, noticeWordsOf } from './notification-words';
import { withWords, type NotificationDoc } from './notification.schema';
import { hiddenNotice } from './question-moderation';

const stored = (title: string, body?: string): NotificationDoc => ({
  id: 'n-1', user_id: 'u-1', kind: 'can_help', title, ...(body ? { body } : {}), status: 'unread', created_at: '2026-11-30T09:00:00.000Z', sync_state: 'sent', updatedAt: 1,
});

describe("a notification's words", () => {
  it('are stored in English beside the message and values they are written from', () => {
    expect(notice(NOTICE.canHelp, named('Grace Hopper'), 'Where is room B?')).toEqual({
      title: 'Grace Hopper can help with your question',
      body: 'Where is room B?',
      words: { title: { id: 'notices.canHelp.title', values: { anonymous: 'no', name: 'Grace Hopper' } } },
    });
    expect(notice(NOTICE.questionsWaiting, { count: 3, event: 'Rust Summit' }, [NOTICE.questionsWaitingBody, { question: 'Lunch?' }])).toEqual({
      title: '3 questions wait for approval in Rust Summit',
      body: 'Latest: Lunch?',
      words: { title: { id: 'notices.questionsWaiting.title', values: { count: 3, event: 'Rust Summit' } }, body: { id: 'notices.questionsWaiting.body', values: { question: 'Lunch?' } } },
    });
    expect(notice(NOTICE.canHelp, named(undefined)).title).toBe('Someone can help with your question');
  });
});

describe('the upgrade of the notifications a device holds', () => {
  it('reads the words of one stored before they were kept back from its English title and body', () => {
    const upgraded = withWords(stored('A question waits for approval in Rust Summit', 'Latest: Where is lunch?'));
    expect(upgraded.words).toEqual({
      title: { id: 'notices.questionsWaiting.title', values: { count: 1, event: 'Rust Summit' } },
      body: { id: 'notices.questionsWaiting.body', values: { question: 'Where is lunch?' } },
    });
    const hidden = withWords(stored('Your question was hidden', hiddenNotice({ moderation: 'hidden', hidden_reason: 'Already answered' } as never)));
    expect(hidden.words).toEqual({ title: { id: 'notices.questionHidden.title' }, body: { id: 'rules.moderation.hiddenBecause', values: { reason: 'Already answered' } } });
  });

  it('keeps one it cannot read, and its words as stored, and leaves one that has its words alone', () => {
    const odd = stored('Welcome to the summit!', 'Doors open at nine');
    expect(withWords(odd)).toBe(odd);
    const kept = { ...stored('Grace Hopper can help with your question'), words: { title: { id: 'notices.canHelp.title', values: { anonymous: 'no', name: 'Grace Hopper' } } } };
    expect(withWords(kept)).toBe(kept);
    // A named member reads back as the select's other branch, which names them as 'no' does.
    expect(noticeWordsOf({ title: 'Grace Hopper can help with your question', body: 'Where is room B?' })).toEqual({ title: { id: 'notices.canHelp.title', values: { anonymous: 'other', name: 'Grace Hopper' } } });
  });
});
