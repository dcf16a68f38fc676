import type { DoorScanDoc } from './door-scan.schema';
import { defineMessages, say } from './words';

const words = defineMessages({
  notAPass: { id: 'rules.door.notAPass', defaultMessage: 'This is not a Meetverse pass' },
  passNotValid: { id: 'rules.door.passNotValid', defaultMessage: 'This pass is not valid' },
  onlyDoorRunners: { id: 'rules.door.onlyDoorRunners', defaultMessage: "Only the event's organiser, co-hosts and door staff may check people in at its door" },
  scanStays: { id: 'rules.door.scanStays', defaultMessage: 'A scan stays as it was made' },
  noCodeMatch: { id: 'rules.door.noCodeMatch', defaultMessage: 'No attendee of this event has that code' },
  notACode: { id: 'rules.door.notACode', defaultMessage: 'A member code has 8 letters and digits, like 7K2M-9QXD' },
  otherEventNamed: { id: 'rules.door.otherEventNamed', defaultMessage: 'This pass is for another event: {event}' },
  otherEvent: { id: 'rules.door.otherEvent', defaultMessage: 'This pass is for another event' },
  notJoined: { id: 'rules.door.notJoined', defaultMessage: '{name} has not joined this event' },
  memberNotJoined: { id: 'rules.door.memberNotJoined', defaultMessage: 'This member has not joined this event' },
});

/**
 * Check-in at the door: an attendee's pass, what a door phone says of a scan, and which scan is the
 * check-in. Written once, here, for the pass card, the door screen and the server.
 *
 * A pass is the text of a QR code, `meetverse-pass:1:<eventId>:<userId>:<signature>`: the server signs
 * `meetverse-pass:1:<eventId>:<userId>` with its ECDSA P-256 key (SHA-256, the signature as r||s in
 * base64url, as JWS's ES256), and every door phone checks it offline with the public key from the
 * client configuration. Nobody makes a pass for someone else, or for another event, without the key.
 */
export const PASS_PREFIX = 'meetverse-pass';
export const PASS_VERSION = '1';

export const NOT_A_PASS = say(words.notAPass);
export const PASS_NOT_VALID = say(words.passNotValid);
export const ONLY_DOOR_RUNNERS = say(words.onlyDoorRunners);
export const SCAN_STAYS = say(words.scanStays);
export const NO_CODE_MATCH = say(words.noCodeMatch);
export const NOT_A_CODE = say(words.notACode);

export const otherEventPass = (eventName: string | undefined) => (eventName ? say(words.otherEventNamed, { event: eventName }) : say(words.otherEvent));
export const notJoined = (name: string | undefined) => (name ? say(words.notJoined, { name }) : say(words.memberNotJoined));

/** The signed part of a pass: what the signature covers. */
export const passPayload = (eventId: string, userId: string) => `${PASS_PREFIX}:${PASS_VERSION}:${eventId}:${userId}`;

/** A pass's QR text. */
export const passText = (eventId: string, userId: string, signature: string) => `${passPayload(eventId, userId)}:${signature}`;

export type Pass = { eventId: string; userId: string; signature: string };

const ID = /^[A-Za-z0-9_-]{1,36}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/** The parts of a pass's text, or null when the text is no Meetverse pass of this version. */
export function parsePass(text: string): Pass | null {
  const parts = text.trim().split(':');
  if (parts.length !== 5 || parts[0] !== PASS_PREFIX || parts[1] !== PASS_VERSION) return null;
  const [, , eventId = '', userId = '', signature = ''] = parts;
  return ID.test(eventId) && ID.test(userId) && SIGNATURE.test(signature) ? { eventId, userId, signature } : null;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The public key a pass is checked with, as a JWK (kty 'EC', crv 'P-256', x, y). */
export type PassKey = { kty: 'EC'; crv: 'P-256'; x: string; y: string };

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const imported = new Map<string, Promise<CryptoKey>>();

function verifier(key: PassKey): Promise<CryptoKey> {
  const id = `${key.x}.${key.y}`;
  let found = imported.get(id);
  if (!found) {
    found = crypto.subtle.importKey('jwk', { kty: key.kty, crv: key.crv, x: key.x, y: key.y, ext: true }, ALGORITHM, false, ['verify']);
    imported.set(id, found);
  }
  return found;
}

/** Whether the pass's signature is the server's: checked with its public key, on the device, offline. */
export async function passSigned(key: PassKey, pass: Pass): Promise<boolean> {
  try {
    const data = new TextEncoder().encode(passPayload(pass.eventId, pass.userId));
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, await verifier(key), fromBase64Url(pass.signature), data);
  } catch {
    return false;
  }
}

type Scan = Pick<DoorScanDoc, 'id' | 'scanned_at'>;

/** The check-in among an attendee's scans: the earliest, by its time and then its id, so every device picks the same. */
export function firstScan<T extends Scan>(scans: readonly T[]): T | undefined {
  let first: T | undefined;
  for (const scan of scans) {
    const time = Date.parse(scan.scanned_at);
    const firstTime = first ? Date.parse(first.scanned_at) : Number.POSITIVE_INFINITY;
    if (!first || time < firstTime || (time === firstTime && scan.id < first.id)) first = scan;
  }
  return first;
}
