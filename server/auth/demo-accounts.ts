/**
 * Seeded demo profiles wait under this placeholder auth id until their member first signs in with the
 * same email; the first verified sign-in claims the profile.
 */
export const DEMO_AUTH_PREFIX = 'demo|';
