import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type IssuerKeys = { signing: JWK[]; cookieKeys: string[] };

const FILE = 'issuer-keys.json';

/** The embedded issuer's keys live in the data dir, so tokens survive a restart. */
export async function loadOrCreateIssuerKeys(dataDir: string): Promise<IssuerKeys> {
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as IssuerKeys;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const keys: IssuerKeys = { signing: [jwk], cookieKeys: [randomBytes(32).toString('base64url')] };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** The public half of each signing key, as published at the issuer's jwks endpoint. */
export function publicJwks(keys: IssuerKeys): { keys: JWK[] } {
  return {
    keys: keys.signing.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
