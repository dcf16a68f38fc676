import type { AppDatabase } from '../../../local-store/open-database';
import { getDatabase } from '../../db/database';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { safeWrite } from '../../db/safe-write';
import { toast } from '../toasts/toast';

/** What became of a member's write on this device. */
export type WriteResult<T> =
  /** Stored in the local database; sync sends it. */
  | { stored: true; value: T }
  /** The device is out of space: kept on this page and tried again every 5 s; the member was told. */
  | { stored: false; kept: true }
  /** It could not be written at all; the member was told why. */
  | { stored: false; kept: false };

export type LocalWriteOptions<T> = {
  /** Runs once the write is stored, now or after a wait for space: clear what backed it up (a draft) here. */
  onStored?: (value: T) => void;
  /** What the out-of-space toast adds about the member's text, e.g. 'Your question is kept as a draft until it is saved.' */
  keptNote?: string;
  /** What the toast says when the write fails for another reason, e.g. 'Your reaction was not saved'. */
  failure?: string;
};

const messages = defineMessages({
  notSaved: { id: 'components.localWrite.notSaved', defaultMessage: 'Your change was not saved' },
});

// A failure the member must act on stays long enough to be read.
const WRITE_TOAST_MS = 8_000;

/**
 * The one way a screen writes to the local database: the write, a toast when it cannot be stored, and
 * an answer saying whether it was. Features wrap it in their own write hooks and add their analytics.
 */
export async function localWrite<T>(write: (db: AppDatabase) => Promise<T>, options: LocalWriteOptions<T> = {}): Promise<WriteResult<T>> {
  let value: T | undefined;
  let stored = false;
  try {
    const outcome = await safeWrite(
      async () => {
        value = await write(await getDatabase());
      },
      (message) => toast.error(message, { duration: WRITE_TOAST_MS, description: options.keptNote }),
      () => {
        stored = true;
        // The write is stored whatever its follow-up does: a failing follow-up is logged, not reported as a lost write.
        try {
          options.onStored?.(value as T);
        } catch (error) {
          console.error('A follow-up of a stored write failed', error);
        }
      },
    );
    return outcome === 'saved' && stored ? { stored: true, value: value as T } : { stored: false, kept: true };
  } catch (error) {
    console.error('A local write failed', error);
    toast.error(options.failure ?? appIntl().formatMessage(messages.notSaved), {
      duration: WRITE_TOAST_MS,
      description: error instanceof Error ? error.message : String(error),
    });
    return { stored: false, kept: false };
  }
}
