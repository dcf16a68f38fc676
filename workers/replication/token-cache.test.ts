import { describe, expect, it, vi } from 'vitest';
import { cachedTokens } from './token-cache';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('the worker token cache', () => {
  it('reuses a token until a minute before it expires', async () => {
    let clock = 0;
    const getToken = vi.fn(async () => jwt(3600));
    const tokens = cachedTokens({ getToken, refresh: getToken }, () => clock);
    await tokens.getToken();
    clock = 3_000_000;
    await tokens.getToken();
    expect(getToken).toHaveBeenCalledTimes(1);
    clock = 3_540_001;
    await tokens.getToken();
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('asks again after a refresh or when told to forget', async () => {
    const getToken = vi.fn(async () => jwt(3600));
    const refresh = vi.fn(async () => jwt(7200));
    const tokens = cachedTokens({ getToken, refresh }, () => 0);
    await tokens.getToken();
    expect(await tokens.refresh()).toBe(jwt(7200));
    expect(await tokens.getToken()).toBe(jwt(7200));
    tokens.forget();
    await tokens.getToken();
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('holds a guest answer only a few seconds, so a sign-in is picked up', async () => {
    let clock = 0;
    const getToken = vi.fn(async () => null);
    const tokens = cachedTokens({ getToken, refresh: getToken }, () => clock);
    await tokens.getToken();
    clock = 5_001;
    await tokens.getToken();
    expect(getToken).toHaveBeenCalledTimes(2);
  });
});
