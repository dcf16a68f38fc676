import { StorageFullError, isQuotaError, STORAGE_FULL_MESSAGE } from '../../schemas/storage-quota';

type Write = () => Promise<unknown>;

const waiting: Write[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 5_000; // SPEC 9: check every 5 s

function scheduleRetry(onStillFull: (message: string) => void) {
  if (timer) return;
  timer = setTimeout(async () => {
    timer = undefined;
    while (waiting.length > 0) {
      const write = waiting[0] as Write;
      try {
        await write();
        waiting.shift();
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
  }, RETRY_MS);
}

const isStorageFull = (error: unknown) => error instanceof StorageFullError || isQuotaError(error);

/**
 * SPEC 4: when even a cleared cache leaves no room, the member is told and the write is kept in
 * memory and tried again every 5 s until it lands; nothing they did is lost while the page is open.
 */
export async function safeWrite(write: Write, onStorageFull: (message: string) => void): Promise<'saved' | 'kept'> {
  try {
    await write();
    return 'saved';
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    onStorageFull(STORAGE_FULL_MESSAGE);
    waiting.push(write);
    scheduleRetry(onStorageFull);
    return 'kept';
  }
}

export const writesWaitingForSpace = () => waiting.length;
