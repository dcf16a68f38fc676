import type { ApiError } from '../schemas/api';
import { wordsOf } from '../schemas/words';

/**
 * The body of a refusal: its short code and words, and, when the words are a message of the catalogs
 * (a rule's problem), that message's id and values, which the app shows in the member's language.
 */
export function errorBody(error: string, message: string): ApiError {
  const words = wordsOf(message, 'rules.');
  return words ? { error, message, code: words.id, params: words.values } : { error, message };
}

/** An error with the status and the `{error, message}` body the API answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const unavailable = (message: string) => new HttpError(503, 'service_unavailable', message);

/** How long a client waits before trying again after a 503, in seconds (the Retry-After header). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * What the database says, as the client's error: a value it cannot take (PostgreSQL's data exceptions,
 * a NUL character or a number out of range; integrity clashes; SQLite's constraints) is the client's
 * to fix; a database that cannot write now (locked by another process, its disk full, unreachable) is a
 * 503 the client retries, and the write it refused was rolled back whole.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT')) {
    return conflict('This write clashes with another document: a field that must be unique is taken');
  }
  if (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH') {
    return badRequest('The request holds a value that cannot be stored (a NUL character or a number out of range)');
  }
  if (code === 'SQLITE_FULL' || code === '53100') {
    return unavailable("The server's disk is full: nothing of this request was stored. Your device keeps it and tries again later.");
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === '40001' || code === '40P01' || code === '55P03') {
    return unavailable('The database is busy: nothing of this request was stored. Try again in a moment.');
  }
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || /^(53|57P|08)/.test(code) || code === 'ECONNREFUSED') {
    return unavailable('The database cannot be written to right now: nothing of this request was stored. Try again in a moment.');
  }
  return undefined;
}
