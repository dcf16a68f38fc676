import { RequestError } from './http';
import { ProtocolMismatchError } from './protocol';

// A failed sync request is retried 3 times: 1 s first delay, doubling, never above 30 s.
export const RETRY_ATTEMPTS = 3;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;
/** A failed sync is tried again every 5 s (RxDB's retryTime). */
export const CHECK_INTERVAL_MS = 5_000;

export const retryDelay = (attempt: number) => Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);

/** A refusal that trying again cannot fix: a 4xx other than 401, 408 and 429. */
export function isPermanentFailure(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

export type RetryOptions = {
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called before the next attempt after a 401, to get a fresh token. */
  onUnauthorized?: () => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before the next attempt: the doubling delay, or longer when the server asked for it (a 429). */
export function waitBefore(attempt: number, error: unknown): number {
  const asked = error instanceof RequestError ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(retryDelay(attempt), asked);
}

/** Runs `work` up to 3 times with doubling delays; permanent failures and a refused protocol are not retried. */
export async function withRetries<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = RETRY_ATTEMPTS, sleep = realSleep, onUnauthorized } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isPermanentFailure(error) || error instanceof ProtocolMismatchError || attempt + 1 >= attempts) throw error;
      if (error instanceof RequestError && error.status === 401 && onUnauthorized) await onUnauthorized();
      else await sleep(waitBefore(attempt, error));
    }
  }
}
