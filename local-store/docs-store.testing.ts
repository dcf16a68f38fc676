function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Reads the docs store of one collection's database straight from IndexedDB, under RxDB and Dexie,
 * for tests of what is stored: `read` gets the store and the database is closed after it.
 */
export async function readDocsStore<T>(factory: IDBFactory, collection: string, read: (store: IDBObjectStore) => T | Promise<T>): Promise<T> {
  const info = (await factory.databases()).find((db) => db.name?.endsWith(`--${collection}`));
  const db = await settled(factory.open(info?.name ?? 'missing'));
  try {
    return await read(db.transaction('docs').objectStore('docs'));
  } finally {
    db.close();
  }
}

/** Every row of a docs store, as IndexedDB keeps it. */
export const storedRowsOf = (store: IDBObjectStore) => settled(store.getAll()) as Promise<Record<string, unknown>[]>;
