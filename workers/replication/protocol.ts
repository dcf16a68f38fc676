import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION, type ApiError } from '../../schemas/api';

/** The header every replication request carries. */
export const protocolHeader = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) } as const;

/**
 * The server speaks another protocol version. Not a refusal of a write (those are RequestErrors):
 * nothing this app sends can succeed until it is reloaded, so no write is marked failed for it and
 * nothing is retried.
 */
export class ProtocolMismatchError extends Error {
  override readonly name = 'ProtocolMismatchError';
}

// One worker per tab, and a reload starts a new one: the refusal lasts as long as this app does.
let refusal: string | null = null;
const listeners = new Set<(message: string) => void>();

export const isProtocolMismatch = (body: ApiError | null | undefined) => body?.error === PROTOCOL_MISMATCH;

/** Records the server's refusal for the rest of the session; the first one tells the listeners. */
export function refuseProtocol(message: string): ProtocolMismatchError {
  if (refusal === null) {
    refusal = message;
    for (const listener of listeners) listener(message);
  }
  return new ProtocolMismatchError(refusal);
}

/** Throws once the server has refused this app's protocol, so no request goes out at all. */
export function throwIfProtocolRefused(): void {
  if (refusal !== null) throw new ProtocolMismatchError(refusal);
}

/** Calls `listener` with the server's message when it refuses the protocol (at once if it has). */
export function onProtocolMismatch(listener: (message: string) => void): () => void {
  listeners.add(listener);
  if (refusal !== null) listener(refusal);
  return () => listeners.delete(listener);
}

/** A fresh session, for tests. */
export function forgetProtocolRefusal(): void {
  refusal = null;
  listeners.clear();
}
