// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetIssuerSessionOpen, logtoConfig, markIssuerSessionOpen, signInOptions } from './sign-in-options';

afterEach(() => localStorage.clear());

describe('the sign-in configuration', () => {
  it('asks for email, phone, custom data, identities and profile, and the one API resource', () => {
    const config = logtoConfig({ endpoint: 'https://id.example.com', appId: 'app', apiResource: 'https://api.example.com' });
    expect(config.scopes).toEqual(['email', 'phone', 'custom_data', 'identities', 'profile']);
    expect(config.resources).toEqual(['https://api.example.com']);
  });
});

describe('how sign-in starts', () => {
  it('opens the registration screen and comes back to /callback on this origin', () => {
    expect(signInOptions()).toEqual({ redirectUri: `${location.origin}/callback`, firstScreen: 'register', interactionMode: 'signUp' });
  });

  it('asks who is signing in after a logout that could not reach the issuer, until sign-in completes', () => {
    markIssuerSessionOpen();
    expect(signInOptions().prompt).toEqual(['login', 'consent']);
    forgetIssuerSessionOpen();
    expect(signInOptions().prompt).toBeUndefined();
  });
});
