// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LogtoModuleNs from './logto';

type LogtoModule = typeof LogtoModuleNs;

const client = {
  isAuthenticated: vi.fn(async () => true),
  getAccessToken: vi.fn(async (_resource?: string) => 'access-token'),
  clearAccessToken: vi.fn(async () => {}),
  clearAllTokens: vi.fn(async () => {}),
  signIn: vi.fn(async (_options: unknown) => {}),
};
vi.mock('./logto', async (original) => ({ ...(await original<LogtoModule>()), logtoClient: () => client }));

const { createTokenSource, markSignInCompleted } = await import('./token-source');
const invalidGrant = Object.assign(new Error('grant request is invalid'), { code: 'unexpected_response_error', data: { error: 'invalid_grant' } });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  client.isAuthenticated.mockResolvedValue(true);
});

describe('API tokens for the signed-in member', () => {
  it('asks the SDK for an access token for the API resource', async () => {
    expect(await createTokenSource('https://api.example.com').getToken()).toBe('access-token');
    expect(client.getAccessToken).toHaveBeenCalledWith('https://api.example.com');
  });

  it('gives a guest no token', async () => {
    client.isAuthenticated.mockResolvedValue(false);
    expect(await createTokenSource('r').getToken()).toBeNull();
  });

  it('lets a request go ahead without a token when the token call fails, and signs nobody out (offline)', async () => {
    client.getAccessToken.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await createTokenSource('r').getToken()).toBeNull();
    expect(client.clearAllTokens).not.toHaveBeenCalled();
    expect(client.signIn).not.toHaveBeenCalled();
  });

  it('on an invalid refresh grant clears the tokens and restarts sign-in once only', async () => {
    client.getAccessToken.mockRejectedValue(invalidGrant);
    const source = createTokenSource('r');
    await source.getToken();
    await source.getToken();
    expect(client.clearAllTokens).toHaveBeenCalledTimes(2);
    expect(client.signIn).toHaveBeenCalledTimes(1);
    markSignInCompleted();
    await source.getToken();
    expect(client.signIn).toHaveBeenCalledTimes(2);
  });

  it('refresh drops the cached access token before asking again', async () => {
    await createTokenSource('r').refresh();
    expect(client.clearAccessToken).toHaveBeenCalledTimes(1);
    expect(client.getAccessToken).toHaveBeenCalledTimes(1);
  });
});
