import { describe, expect, it } from 'vitest';
import { appIntl } from '../../i18n/i18n-provider';
import { CALL_TO_ACTION, LOADING_MESSAGES, messageAt } from './loading-messages';
import type { LoadingContext } from './loading-messages';

const contexts = Object.keys(LOADING_MESSAGES) as LoadingContext[];

describe('LOADING_MESSAGES', () => {
  it('covers the ten loading contexts', () => {
    expect([...contexts].sort()).toEqual(
      [
        'auth',
        'chat',
        'event-details',
        'events',
        'general',
        'notifications',
        'own-profile',
        'profile',
        'question-details',
        'questions',
      ].sort(),
    );
  });

  it.each(contexts)('holds 4 to 6 distinct messages for %s', (context) => {
    const messages = LOADING_MESSAGES[context].map((message) => message.defaultMessage);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.length).toBeLessThanOrEqual(6);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('messageAt', () => {
  const chat = LOADING_MESSAGES.chat.map((message) => message.defaultMessage);
  it.each([
    { elapsedMs: 0, index: 0 },
    { elapsedMs: 1499, index: 0 },
    { elapsedMs: 1500, index: 1 },
    { elapsedMs: 4999, index: 1 },
    { elapsedMs: 5000, index: 2 },
    { elapsedMs: 8500, index: 3 },
    { elapsedMs: 12_000, index: 0 },
    { elapsedMs: 15_500, index: 1 },
    { elapsedMs: -100, index: 0 },
  ])('shows message $index of the chat context after $elapsedMs ms', ({ elapsedMs, index }) => {
    expect(chat).toHaveLength(4);
    expect(messageAt('chat', elapsedMs).defaultMessage).toBe(chat[index]);
  });

  it('falls back to the first message for a nonsense time', () => {
    expect(messageAt('general', Number.NaN).defaultMessage).toBe('Loading…');
  });
});

describe('CALL_TO_ACTION', () => {
  it("names the product as an open startup and invites replies to a founder's post", () => {
    const product = { product: __PRODUCT_NAME__ };
    expect(appIntl().formatMessage(CALL_TO_ACTION.title, product)).toBe('Meetverse is an open startup');
    expect(appIntl().formatMessage(CALL_TO_ACTION.text, product)).toContain("Reply to a founder's post with an offer to help.");
  });
});
