// Runs in a page of the app's origin: writes the local database as a device on the schemas' version 0
// left it. Bundled by `earlierVersionScript` (earlier-version.ts), never part of the app.
import type { RxCollection } from 'rxdb';
import { collectionsAtVersion0, insertAsPulled } from '../../../local-store/earlier-version.testing';
import { openDatabase } from '../../../local-store/open-database';

type Collection = {
  bulkInsert: (docs: unknown[]) => Promise<{ error: unknown[] }>;
  upsertLocal: (id: string, data: unknown) => Promise<unknown>;
  schema: { version: number };
};
type Written = {
  /** Documents by collection, written through RxDB's own writes (the member's, say). */
  documents: Record<string, Record<string, unknown>[]>;
  /** Documents by collection as the replication with that identifier pulled them. */
  pulled?: Record<string, { identifier: string; documents: Record<string, unknown>[] }>;
  /** Local documents by collection, then id. */
  locals?: Record<string, Record<string, unknown>>;
};

/** Writes the documents and returns the schema version each collection was written at. */
async function writeEarlierDatabase({ documents, pulled = {}, locals = {} }: Written): Promise<Record<string, number>> {
  const db = await openDatabase({ collections: collectionsAtVersion0() });
  const collection = (name: string) => {
    const found = (db as unknown as Record<string, Collection | undefined>)[name];
    if (!found) throw new Error(`No collection ${name}`);
    return found;
  };
  const versions: Record<string, number> = {};
  for (const [name, docs] of Object.entries(documents)) {
    const { error } = await collection(name).bulkInsert(docs);
    if (error.length > 0) throw new Error(`${error.length} of ${name} not written: ${JSON.stringify(error[0])}`);
    versions[name] = collection(name).schema.version;
  }
  for (const [name, { identifier, documents: docs }] of Object.entries(pulled)) {
    await insertAsPulled(collection(name) as unknown as RxCollection, docs, await db.hashFunction(identifier));
    versions[name] = collection(name).schema.version;
  }
  for (const [name, byId] of Object.entries(locals)) {
    for (const [id, data] of Object.entries(byId)) await collection(name).upsertLocal(id, data);
  }
  await db.close();
  return versions;
}

(window as unknown as { writeEarlierDatabase: typeof writeEarlierDatabase }).writeEarlierDatabase = writeEarlierDatabase;
