import { StorageFullError, isQuotaError, STORAGE_FULL_MESSAGE } from '../../local-store/storage-quota';

type Write = () => Promise<unknown>;
type Kept = { write: Write; onLanded?: (() => void) | undefined };

const waiting: Kept[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 5_000; // a write kept for want of space is tried again every 5 s

function scheduleRetry(onStillFull: (message: string) => void) {
  if (timer) return;
  // retryWaiting never rejects: it catches each write's failure itself.
  timer = setTimeout(() => void retryWaiting(onStillFull), RETRY_MS);
}

/** Tries the kept writes again in order, until one still finds no room (tried again later) or none is left. */
async function retryWaiting(onStillFull: (message: string) => void) {
  timer = undefined;
  while (waiting.length > 0) {
    const { write, onLanded } = waiting[0] as Kept;
    try {
      await write();
      waiting.shift();
      onLanded?.();
    } catch (error) {
      if (!isStorageFull(error)) {
        waiting.shift();
        console.error('A kept write failed for another reason', error);
        continue;
      }
      scheduleRetry(onStillFull);
      return;
    }
  }
}

const isStorageFull = (error: unknown) => error instanceof StorageFullError || isQuotaError(error);

/**
 * When even a cleared cache leaves no room, the member is told and the write is kept in memory and
 * tried again every 5 s until it lands; nothing they did is lost while the page is open. `onLanded`
 * runs once the write is stored, at once or later: what backs it up (a draft) must stay until then.
 */
export async function safeWrite(write: Write, onStorageFull: (message: string) => void, onLanded?: () => void): Promise<'saved' | 'kept'> {
  try {
    await write();
    onLanded?.();
    return 'saved';
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    onStorageFull(STORAGE_FULL_MESSAGE);
    waiting.push({ write, onLanded });
    scheduleRetry(onStorageFull);
    return 'kept';
  }
}

export const writesWaitingForSpace = () => waiting.length;
