import type { RxCollection } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { PULL_LIMIT_MAX, type Checkpoint, type PullResponse } from '../../schemas/api';
import { registerPullMark } from '../../local-store/compact-rows';
import { insertAbsent, pulledRows } from '../../local-store/insert-absent';
import { pullWriteOf, type PullWrite } from '../../local-store/replication-internals';
import { isQuotaError } from '../../local-store/storage-quota';

type Doc = Record<string, unknown> & { id: string; _deleted?: boolean };

/**
 * Pulled documents this device has never had are written straight to the collection's storage, one
 * write per page; everything else goes through RxDB's replication as usual.
 *
 * Why: RxDB's replication reads every pulled document from the collection and from its replication
 * meta store, writes it to both (the meta store keeps a whole copy), and reads each again inside both
 * writes. A first sync of 60,000 documents ran at 1,600 to 2,400 documents/s that way, most of it the
 * worker issuing IndexedDB requests. A document this device has never had needs none of it: it is
 * inserted once, marked the way RxDB marks what its own pull wrote (`_meta.o`), with the pull's write
 * context, so the replication does not push it back and merges later server changes into it.
 *
 * Such a document has no copy in the meta store. When the member then changes it, RxDB pushes it with
 * no assumed master state; `withAssumedMaster` sends the server stamp it was pulled with instead,
 * which is all the server compares.
 */
export type BulkTarget = PullWrite;

/**
 * The replication's target for bulk inserts. Registers the replication's mark, which the documents
 * it pulled get back whole from their compact rows (local-store/compact-rows.ts) from then on.
 */
export async function bulkTargetOf(collection: RxCollection, replication: RxReplicationState<unknown, Checkpoint>): Promise<BulkTarget> {
  const target = await pullWriteOf(collection, replication);
  registerPullMark(target.identifierHash);
  return target;
}

/**
 * Inserts the documents of a pulled page that are new to this device, all in one write, and returns
 * the ones the replication processes too: those this device already had (maybe with unsent changes,
 * which it merges by its rules), deletions, and always the page's last document, whose processing
 * makes the replication store the page's checkpoint (and tells it the page was not empty). The last
 * document is in the write as well, so a screen that reads the collection meanwhile sees the whole
 * page or none of it, never a page short of its last document; the replication finds it stored as
 * pulled and only keeps its copy in the meta store.
 */
export async function insertNewDocuments(target: BulkTarget, documents: Doc[]): Promise<Doc[]> {
  const last = documents.at(-1);
  const fresh = documents.filter((doc) => !doc._deleted);
  if (fresh.length === 0) return documents;
  const rows = pulledRows(fresh, target);
  let existing: Set<string>;
  try {
    existing = await insertAbsent(target.storage, rows, target.context);
  } catch (error) {
    // A full disk stored nothing of the page (one transaction): the whole page goes to the
    // replication, whose writes clear the oldest quarter of cached entries and try once more.
    if (isQuotaError(error)) return documents;
    throw error;
  }
  return documents.filter((doc) => doc === last || doc._deleted || existing.has(doc.id));
}

/**
 * The assumed master state the server needs for a document that has none in the meta store: the
 * server stamp the document carries is the last state this device saw. A document made here (stamp 0)
 * has no master yet.
 */
export function withAssumedMaster<Row extends { newDocumentState: Doc; assumedMasterState?: Doc | undefined }>(row: Row, stampField = 'updatedAt'): Row {
  if (row.assumedMasterState) return row;
  const stamp = row.newDocumentState[stampField];
  if (typeof stamp !== 'number' || stamp <= 0) return row;
  return { ...row, assumedMasterState: { ...row.newDocumentState, _deleted: false } };
}

/**
 * Fetches pages of `limitOf(checkpoint)` documents and, once a page comes back full, already fetches the
 * next one while the current page is written.
 */
export function prefetchingPages(fetchPage: (checkpoint: Checkpoint | undefined) => Promise<PullResponse<unknown>>, limitOf: (checkpoint: Checkpoint | undefined) => number = () => PULL_LIMIT_MAX) {
  let ahead: { key: string; page: Promise<PullResponse<unknown>> } | undefined;
  return async (checkpoint: Checkpoint | undefined): Promise<PullResponse<unknown>> => {
    const key = JSON.stringify(checkpoint ?? null);
    const pending = ahead?.key === key ? ahead.page : fetchPage(checkpoint);
    ahead = undefined;
    const page = await pending;
    if (page.documents.length >= limitOf(checkpoint) && page.checkpoint) {
      const next = fetchPage(page.checkpoint);
      next.catch(() => {});
      ahead = { key: JSON.stringify(page.checkpoint), page: next };
    }
    return page;
  };
}
