import { normalizeMangoQuery, prepareQuery, type RxCollection, type RxDocumentData, type RxJsonSchema } from 'rxdb';
import { getLocalDocStateByParent } from 'rxdb/plugins/local-documents';

/**
 * A collection's local documents whose ids start with `prefix`, with their data. RxDB has no query over
 * local documents, so this reads their storage instance, which RxDB keeps private.
 */
export async function readLocalDocuments<T>(collection: RxCollection, prefix: string): Promise<{ id: string; data: T }[]> {
  const { storageInstance } = await getLocalDocStateByParent(collection);
  const schema = storageInstance.schema as RxJsonSchema<RxDocumentData<{ id: string }>>;
  const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const query = normalizeMangoQuery(schema, { selector: { id: { $gte: prefix, $lt: end } } });
  const { documents } = await storageInstance.query(prepareQuery(schema, query));
  return documents.filter((doc) => !doc._deleted).map((doc) => ({ id: doc.id, data: (doc as unknown as { data: T }).data }));
}

/** How many of a collection's local documents have ids starting with `prefix` (e.g. 'lost-edit:'). */
export async function countLocalDocuments(collection: RxCollection, prefix: string): Promise<number> {
  return (await readLocalDocuments(collection, prefix)).length;
}
