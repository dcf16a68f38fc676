import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

// Asymmetric algorithms only: 'none' and shared-secret tokens are never accepted.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export type VerifierOptions = {
  issuer: string;
  audience: string;
  jwks: { keys: JWK[] } | URL;
  /** The token type a verifier accepts: access tokens say 'at+jwt'; ID tokens need not say anything. */
  typ?: string | undefined;
};

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keySet = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  const typ = 'typ' in options ? options.typ : 'at+jwt';
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      ...(typ ? { typ } : {}),
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  };
}

/** The ID tokens the identity provider issues to the app (audience: the app's client id), for their claims. */
export const createIdTokenVerifier = (options: Omit<VerifierOptions, 'typ'>): TokenVerifier => createTokenVerifier({ ...options, typ: undefined });

/** A verified email from token claims: none when the provider says it is not verified. */
export function verifiedEmail(claims: Record<string, unknown>): string | null {
  if (typeof claims.email !== 'string' || !claims.email.trim() || claims.email_verified === false) return null;
  return claims.email.trim().toLowerCase();
}
