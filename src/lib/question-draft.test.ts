// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { QUESTION_DRAFT_KEY, hasUnsavedDraft } from './question-draft';

beforeEach(() => sessionStorage.clear());

describe('an unsaved question draft', () => {
  it.each([
    [null, false],
    [{ title: '', description: '' }, false],
    [{ title: '   ', description: '\n\t' }, false],
    [{ title: 'Where is the coffee?', description: '' }, true],
    [{ title: '', description: ' details ' }, true],
  ])('%j counts as unsaved: %s', (draft, unsaved) => {
    if (draft) sessionStorage.setItem(QUESTION_DRAFT_KEY, JSON.stringify(draft));
    expect(hasUnsavedDraft()).toBe(unsaved);
  });

  it('is not unsaved when storage holds garbage', () => {
    sessionStorage.setItem(QUESTION_DRAFT_KEY, '{oops');
    expect(hasUnsavedDraft()).toBe(false);
  });
});
