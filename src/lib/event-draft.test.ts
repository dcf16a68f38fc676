// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_DRAFT_PREFIX, hasUnsavedEventDraft } from './event-draft';

beforeEach(() => sessionStorage.clear());

describe('an unsaved draft of a new event or community', () => {
  it('is there while a form keeps one, whichever form it is', () => {
    expect(hasUnsavedEventDraft()).toBe(false);
    sessionStorage.setItem('meetverse.questionDraft', '{"title":"x"}');
    expect(hasUnsavedEventDraft()).toBe(false);
    sessionStorage.setItem(`${EVENT_DRAFT_PREFIX}community`, '{"name":"Rustaceans"}');
    expect(hasUnsavedEventDraft()).toBe(true);
  });
});
