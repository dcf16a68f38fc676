import { describe, expect, it } from 'vitest';
import { isInvalidGrant } from './logto';

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
