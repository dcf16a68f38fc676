import { describe, expect, it } from 'vitest';
import { logoutWarningText } from './logout-warning';

const none = { pending: 0, failed: 0, lostEdits: 0 };

describe('what the logout warning says', () => {
  it('keeps the product wording for a question draft alone', () => {
    expect(logoutWarningText({ writes: none, draft: true })).toEqual({
      title: 'You have an unsaved draft',
      text: 'You have an unsaved question draft. Logging out will delete this draft. Do you want to continue?',
    });
  });

  it('names an unsaved draft of a new event, alone or with a question draft', () => {
    expect(logoutWarningText({ writes: none, draft: false, eventDraft: true }).text).toBe(
      'You have an unsaved event draft. Logging out will delete this draft. Do you want to continue?',
    );
    expect(logoutWarningText({ writes: none, draft: true, eventDraft: true }).text).toBe(
      'You have an unsaved question draft and an unsaved event draft. Logging out will delete them. Do you want to continue?',
    );
  });

  it('adds the drafts after the unsent writes', () => {
    expect(logoutWarningText({ writes: { ...none, pending: 2 }, draft: false, eventDraft: true }).text).toBe(
      '2 changes have not been sent yet. Logging out now deletes them. Your unsaved event draft is deleted too.',
    );
    expect(logoutWarningText({ writes: { ...none, pending: 1 }, draft: true, eventDraft: true }).text).toBe(
      '1 change has not been sent yet. Logging out now deletes it. Your unsaved question draft and event draft are deleted too.',
    );
  });
});
