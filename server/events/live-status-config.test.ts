import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('LIVE_STATUS_TICK_MS', () => {
  it('is 30 seconds unless set', () => {
    expect(readConfig({}).liveStatusTickMs).toBe(30_000);
    expect(readConfig({ LIVE_STATUS_TICK_MS: '' }).liveStatusTickMs).toBe(30_000);
  });

  it('takes a whole number of milliseconds', () => {
    expect(readConfig({ LIVE_STATUS_TICK_MS: '5000' }).liveStatusTickMs).toBe(5000);
  });

  it.each([
    ['0', /LIVE_STATUS_TICK_MS must be a whole number above 0, got 0/],
    ['-5', /must be a whole number above 0/],
    ['1.5', /must be a whole number above 0/],
    ['soon', /must be a whole number above 0, got soon/],
    ['3000000000', /LIVE_STATUS_TICK_MS must be at most 2147483647 ms, got 3000000000/],
  ])('refuses %s with a message that names it', (value, message) => {
    expect(() => readConfig({ LIVE_STATUS_TICK_MS: value })).toThrow(message);
  });
});
