import type { ApiError } from '../../schemas/api';

export type TokenGetter = () => Promise<string | null>;

/** A failed call, with the server's status and message when it answered. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000; // SPEC 7: 30 s request timeout

export async function requestJson<T>(url: string, getToken: TokenGetter, init: RequestInit = {}): Promise<T> {
  const token = await getToken();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new RequestError(response.status, body?.message ?? `${response.status} ${response.statusText}`);
  }
  return (await response.json()) as T;
}
