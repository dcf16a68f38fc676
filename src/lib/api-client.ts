import type { ApiError as ApiErrorBody } from '../../schemas/api';
import type { paths } from '../../schemas/openapi.gen';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { noteRequestTime } from './venue-mode';
import { refusalText } from '../i18n/refusal';
import { deviceOffline } from './device-offline';

export const apiClientMessages = defineMessages({
  offline: { id: 'lib.api.offline', defaultMessage: 'No internet connection' },
});

export const API_BASE = '/api/v1';

// The API's operations, typed from its OpenAPI document (schemas/openapi.gen.ts), by their path below
// API_BASE as the document names it ('/events/{id}') and their method.
type ApiPaths = { [P in keyof paths as P extends `${typeof API_BASE}${infer Rest}` ? Rest : never]: paths[P] };
export type ApiPath = keyof ApiPaths;
type Method = 'get' | 'put' | 'post' | 'delete';
type OperationOf<P extends ApiPath, M extends Method> = NonNullable<ApiPaths[P][M]>;
type JsonOf<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body of a successful answer (200 or 201) of an operation. */
export type ApiAnswer<P extends ApiPath, M extends Method> = OperationOf<P, M> extends { responses: infer Answers }
  ? { [Status in keyof Answers]: Status extends 200 | 201 ? JsonOf<Answers[Status]> : never }[keyof Answers]
  : never;

/** The JSON body an operation takes. */
export type ApiBody<P extends ApiPath, M extends Method> = OperationOf<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query parameters an operation takes. */
export type ApiQuery<P extends ApiPath, M extends Method> = OperationOf<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
const TIMEOUT_MS = 30_000; // every API call times out after 30 s

/** A failed call: the server's status and message, or status 0 when the network was not there. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type TokenSource = {
  /** The current access token for the API, or null for a guest. */
  getToken: () => Promise<string | null>;
  /** Drops the cached access token and gets a new one with the refresh token. */
  refresh: () => Promise<string | null>;
};

let tokens: TokenSource = { getToken: async () => null, refresh: async () => null };

export function setTokenSource(source: TokenSource): void {
  tokens = source;
}

type Options = { body?: unknown; query?: Record<string, string | number | boolean | undefined>; fetchImpl?: typeof fetch };

async function send(method: string, path: string, options: Options, token: string | null): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const started = Date.now();
  try {
    return await (options.fetchImpl ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const offline = deviceOffline();
    throw new ApiError(0, offline ? appIntl().formatMessage(apiClientMessages.offline) : (error as Error).message, true);
  } finally {
    // Slow answers are how a crowded venue network shows: enough of them offer venue mode.
    noteRequestTime(Date.now() - started);
  }
}

/**
 * A token asked for waits at most this long (a refresh at a crowded venue can hang): the call then goes
 * without one, and the member hears of the failure rather than watch a button spin.
 */
const TOKEN_WAIT_MS = 10_000;

function tokenWithin(asked: () => Promise<string | null>): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), TOKEN_WAIT_MS)));
  return Promise.race([asked().catch(() => null), late]).finally(() => clearTimeout(timer));
}

/** Sends with the member's token; a 401 gets one token refresh and one retry. */
async function sendSignedIn(method: string, path: string, options: Options): Promise<Response> {
  let response = await send(method, path, options, await tokenWithin(() => tokens.getToken()));
  if (response.status === 401) {
    const fresh = await tokenWithin(() => tokens.refresh());
    response = await send(method, path, options, fresh);
    if (response.status === 401) console.warn(`${method} ${path}: still unauthorised after a token refresh`);
  }
  return response;
}

/** A file the API answers with (a calendar file), fetched with the member's token, as a Blob. */
export async function apiFile(path: string, options: Pick<Options, 'fetchImpl'> = {}): Promise<Blob> {
  const response = await sendSignedIn('GET', path, options);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body?.message ? refusalText(body.message, appIntl(), body) : `${response.status} ${response.statusText}`);
  }
  return response.blob();
}

/**
 * Calls the API with the member's token. A 401 gets one token refresh and one retry;
 * if that fails too it is only logged, and the caller gets the error.
 */
export async function apiRequest<T>(method: string, path: string, options: Options = {}): Promise<T> {
  const response = await sendSignedIn(method, path, options);
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as (ApiErrorBody & T) | null;
  if (!response.ok) throw new ApiError(response.status, body?.message ? refusalText(body.message, appIntl(), body) : `${response.status} ${response.statusText}`);
  return body as T;
}
