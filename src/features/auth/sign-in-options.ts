import { Prompt, UserScope, type LogtoConfig, type SignInOptions } from '@logto/browser';
import type { ClientConfig } from '../../lib/client-config';

// Set when a logout could not reach the issuer: its session there may still be open, and the next
// sign-in on this device must ask who is signing in rather than let the last member straight back in.
const ISSUER_SESSION_OPEN_KEY = 'meetverse.issuerSessionOpen';

export function markIssuerSessionOpen(): void {
  localStorage.setItem(ISSUER_SESSION_OPEN_KEY, '1');
}

export function forgetIssuerSessionOpen(): void {
  localStorage.removeItem(ISSUER_SESSION_OPEN_KEY);
}

export const redirectUri = () => `${location.origin}/callback`;

/** Sign-in asks for the scopes email, phone, custom data, identities, profile, offline access, and the API resource. */
export function logtoConfig(config: ClientConfig['auth']): LogtoConfig {
  return {
    endpoint: config.endpoint,
    appId: config.appId,
    resources: [config.apiResource],
    scopes: [UserScope.Email, UserScope.Phone, UserScope.CustomData, UserScope.Identities, UserScope.Profile],
  };
}

/**
 * How sign-in starts at the issuer: the registration screen first, back to /callback; after a
 * logout that could not reach the issuer, it asks who is signing in.
 */
export function signInOptions(): SignInOptions {
  const forceLogin = localStorage.getItem(ISSUER_SESSION_OPEN_KEY) !== null;
  return {
    redirectUri: redirectUri(),
    firstScreen: 'register',
    interactionMode: 'signUp',
    ...(forceLogin ? { prompt: [Prompt.Login, Prompt.Consent] } : {}),
  };
}
