import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';

export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

// Asymmetric algorithms only: 'none' and shared-secret tokens are never accepted.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwks: { keys: JWK[] } | URL;
}): TokenVerifier {
  const keySet = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      typ: 'at+jwt',
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  };
}
