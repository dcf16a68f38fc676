import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { passPayload, passText, toBase64Url, type PassKey } from '../../schemas/door-rules';

const FILE = 'pass-key.pem';

export type PassSigner = {
  /** The public half, sent to every device in the client configuration so door phones check passes offline. */
  publicKey: PassKey;
  /** The QR text of the member's pass to the event. */
  passFor: (eventId: string, userId: string) => string;
};

function signerOf(privateKey: KeyObject): PassSigner {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The pass signing key must be an ECDSA P-256 private key');
  return {
    publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
    passFor(eventId, userId) {
      const signature = sign('sha256', Buffer.from(passPayload(eventId, userId)), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return passText(eventId, userId, toBase64Url(new Uint8Array(signature)));
    },
  };
}

/**
 * The key event passes are signed with: PASS_SIGNING_KEY (a PKCS#8 PEM of an ECDSA P-256 private key,
 * for several servers that share one), else the one made on first start and kept in the data dir, so
 * passes stay valid across restarts.
 */
export function loadOrCreatePassSigner(dataDir: string, fromEnv: string | undefined): PassSigner {
  if (fromEnv) return signerOf(createPrivateKey(fromEnv.replace(/\\n/g, '\n')));
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) return signerOf(createPrivateKey(fs.readFileSync(file, 'utf8')));
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  return signerOf(privateKey);
}
