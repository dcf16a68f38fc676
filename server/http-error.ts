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

/**
 * What the database says about a value it cannot take, as the client's error: PostgreSQL's data
 * exceptions (a NUL character, a number out of range) and integrity clashes, SQLite's constraints.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT')) {
    return conflict('This write clashes with another document: a field that must be unique is taken');
  }
  if (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH') {
    return badRequest('The request holds a value that cannot be stored (a NUL character or a number out of range)');
  }
  return undefined;
}
