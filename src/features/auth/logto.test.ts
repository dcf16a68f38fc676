import { describe, expect, it } from 'vitest';
import { isInvalidGrant, logtoConfig } from './logto';

describe('the sign-in configuration', () => {
  it('asks for email, phone, custom data, identities and profile, and the one API resource', () => {
    const config = logtoConfig({ endpoint: 'https://id.example.com', appId: 'app', apiResource: 'https://api.example.com' });
    expect(config.scopes).toEqual(['email', 'phone', 'custom_data', 'identities', 'profile']);
    expect(config.resources).toEqual(['https://api.example.com']);
  });
});

describe('recognising an invalid refresh grant', () => {
  it.each([
    [{ code: 'oidc.invalid_grant', message: 'grant request is invalid' }, true],
    [{ code: 'unexpected_response_error', data: { error: 'invalid_grant', error_description: 'grant request is invalid' } }, true],
    [{ code: 'unexpected_response_error', data: { error: 'invalid_request' } }, false],
    [{ code: 'not_authenticated' }, false],
    [new TypeError('Failed to fetch'), false],
    [null, false],
    ['invalid_grant', false],
  ])('%j: %s', (error, expected) => {
    expect(isInvalidGrant(error)).toBe(expected);
  });
});
