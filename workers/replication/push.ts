import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { requestJson, type RequestError, type TokenGetter } from './http';
import { isPermanentFailure, withRetries } from './retry';

type Doc = Record<string, unknown> & { id: string };
type Row = RxReplicationWriteToMasterRow<Doc>;

export type PushOptions = {
  url: string;
  getToken: TokenGetter;
  refreshToken: () => Promise<unknown>;
  /** The field holding pending / sent / failed. */
  syncField: 'sync_state' | 'status';
  /** Marks a write the server refused for good, with its message; it waits for the member's retry. */
  markFailed: (doc: Doc, message: string) => Promise<void>;
  /**
   * Whether a refused write waits on another unsent one (a reaction to a question not pushed yet):
   * then it is tried again later instead of failing.
   */
  waitsOnUnsent?: (doc: Doc) => Promise<boolean>;
  /**
   * Of these ids, the documents still on the device. A write removed here after the replication took
   * it (a queued message dropped for a newer one) is then left out of every later attempt.
   */
  stillHere?: (ids: string[]) => Promise<Set<string>>;
  sleep?: (ms: number) => Promise<void>;
};

/** Thrown so the replication tries a batch again later. */
export class WaitingOnUnsentError extends Error {}

/**
 * Pushes with 3 attempts (1 s, doubling, at most 30 s). A batch the server refuses for good is split until the refused
 * writes are found; those are marked failed with the server's message and the rest go through.
 * Failed writes are not sent again until the member retries them.
 */
export function createPushHandler(options: PushOptions) {
  const { url, getToken, refreshToken, syncField, markFailed, waitsOnUnsent, stillHere, sleep } = options;

  const present = async (rows: Row[]): Promise<Row[]> => {
    if (!stillHere) return rows;
    const here = await stillHere(rows.map((row) => row.newDocumentState.id));
    return rows.filter((row) => row.newDocumentState._deleted || here.has(row.newDocumentState.id));
  };

  const send = (rows: Row[]) =>
    withRetries(async () => {
      const live = await present(rows);
      return live.length === 0 ? [] : requestJson<WithDeleted<Doc>[]>(url, getToken, { method: 'POST', body: JSON.stringify(live) });
    }, {
      sleep,
      onUnauthorized: async () => {
        await refreshToken();
      },
    });

  async function pushRows(rows: Row[], again = false): Promise<WithDeleted<Doc>[]> {
    try {
      return await send(rows);
    } catch (error) {
      if (!isPermanentFailure(error)) throw error;
      if (rows.length === 1) {
        const doc = rows[0]?.newDocumentState as Doc;
        if (await waitsOnUnsent?.(doc)) throw new WaitingOnUnsentError(`${doc.id} waits for an unsent write it refers to`);
        // The write it refers to (a message's room) may have reached the server only after this one
        // went out, and be sent by now: one more try tells a refusal for good from one for its absence.
        if (!again) return pushRows(rows, true);
        await markFailed(doc, (error as RequestError).message);
        return [];
      }
      const middle = Math.ceil(rows.length / 2);
      return [...(await pushRows(rows.slice(0, middle))), ...(await pushRows(rows.slice(middle)))];
    }
  }

  return async (rows: Row[]): Promise<WithDeleted<Doc>[]> => {
    const sendable = rows.filter((row) => row.newDocumentState[syncField] !== 'failed');
    return sendable.length > 0 ? pushRows(sendable) : [];
  };
}
