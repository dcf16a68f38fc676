import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A push as the receiving device reads it: its decrypted text and what the request said of it. */
export type Received = { device: string; text: string; json: unknown; ttl: string | undefined; urgency: string | undefined; vapidSubject: string };

type Device = { id: string; ecdh: ReturnType<typeof createECDH>; auth: Buffer };

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A push service (RFC 8030) on loopback, for tests: it hands out subscriptions as a browser's push
 * service would, refuses a push whose VAPID token (RFC 8292) the key it names did not sign for this
 * origin, and decrypts each accepted push with the device's keys (RFC 8291, aes128gcm of RFC 8188).
 * A device marked gone is answered 410.
 */
export async function startPushService() {
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const received: Received[] = [];
  const refused: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, Buffer.concat(chunks)).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => {
          refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(403).end();
        },
      );
    });
  });

  async function handle(request: http.IncomingMessage, body: Buffer): Promise<number> {
    const id = /^\/push\/([^/]+)$/.exec(request.url ?? '')?.[1] ?? '';
    if (gone.has(id)) return 410;
    const device = devices.get(id);
    if (!device || request.method !== 'POST') return 404;
    const subject = await checkVapid(String(request.headers.authorization ?? ''), origin());
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${String(request.headers['content-encoding'])}`);
    const text = decrypt(device, body);
    received.push({ device: id, text, json: JSON.parse(text) as unknown, ttl: request.headers.ttl as string | undefined, urgency: request.headers.urgency as string | undefined, vapidSubject: subject });
    return 201;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = () => `http://127.0.0.1:${port}`;

  return {
    received,
    refused,
    /** A new device's subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device = { id, ecdh, auth: randomBytes(16) };
      devices.set(id, device);
      return { id, subscription: { endpoint: `${origin()}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(device.auth) } } };
    },
    /** From now on the service answers pushes to this device 410 Gone (the subscription expired). */
    expire(id: string) {
      gone.add(id);
    },
    messagesTo: (id: string) => received.filter((push) => push.device === id).map((push) => push.json as Record<string, string>),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks `vapid t=<JWT>, k=<public key>`: an ES256 token signed by k, for this origin, not expired, naming a contact. */
async function checkVapid(header: string, audience: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the VAPID token is not ES256');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience, requiredClaims: ['exp'] });
  if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('the VAPID token lives longer than 24 hours');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('the VAPID token names no contact');
  return payload.sub;
}

/** RFC 8291 over RFC 8188: one record, the sender's public key as its key id. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Padding: the last record ends with 0x02 and then zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the push is not one final record');
  return plain.subarray(0, end).toString('utf8');
}
