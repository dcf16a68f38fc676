import type { ApiError } from '../../schemas/api';
import { isProtocolMismatch, protocolHeader, refuseProtocol, throwIfProtocolRefused } from './protocol';

export type TokenGetter = () => Promise<string | null>;

/** A failed call, with the server's status and message when it answered. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** How long the server asked to wait (Retry-After), on a 429 or 503. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const TIMEOUT_MS = 30_000; // Every API request times out after 30 s

const reachableListeners = new Set<() => void>();

/** Calls `listener` each time a replication request gets an answer: the server is reachable. */
export function onServerAnswered(listener: () => void): () => void {
  reachableListeners.add(listener);
  return () => reachableListeners.delete(listener);
}

/** Answers that ask the device to come back later: the server or its database is busy (503), or too many requests came (429). */
const BUSY = new Set([429, 503]);

const busyListeners = new Set<(message: string | null) => void>();

/**
 * Calls `listener` with the server's message each time it answers a replication request with 'busy,
 * try again later', and with null each time it answers one normally.
 */
export function onServerBusy(listener: (message: string | null) => void): () => void {
  busyListeners.add(listener);
  return () => busyListeners.delete(listener);
}

const timingListeners = new Set<(ms: number) => void>();

/** Calls `listener` with how long each replication request took, answered or not: slow ones offer venue mode. */
export function onRequestTimed(listener: (ms: number) => void): () => void {
  timingListeners.add(listener);
  return () => timingListeners.delete(listener);
}

/** A replication request: JSON both ways, the protocol version named, nothing sent once the server refused it. */
export async function requestJson<T>(url: string, getToken: TokenGetter, init: RequestInit = {}): Promise<T> {
  throwIfProtocolRefused();
  const token = await getToken();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  for (const [name, value] of Object.entries(protocolHeader)) headers.set(name, value);
  if (init.body) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
  } finally {
    const ms = Date.now() - started;
    for (const listener of timingListeners) listener(ms);
  }
  if (response.ok) {
    for (const listener of reachableListeners) listener();
    for (const listener of busyListeners) listener(null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    if (isProtocolMismatch(body)) throw refuseProtocol(body?.message ?? 'This app is out of date');
    if (BUSY.has(response.status)) for (const listener of busyListeners) listener(body?.message ?? `${response.status} ${response.statusText}`);
    throw new RequestError(response.status, body?.message ?? `${response.status} ${response.statusText}`, retryAfterMs(response.headers.get('retry-after')));
  }
  return (await response.json()) as T;
}
