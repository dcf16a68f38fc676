import { SYNC_FIELD } from '../../../schemas/collections';
import type { UserDoc } from '../../../schemas/user.schema';
import { getDatabase } from '../../db/database';
import { apiRequest } from '../../lib/api-client';

/** The server's by-id read takes at most this many at once. */
const PER_REQUEST = 100;

/**
 * Fetches the profiles of attendees the sync has not brought (they joined, or this member did, before
 * the profiles' last change) and stores them as the server has them. Those the server does not serve
 * this member (an unlisted member they never met) simply do not come.
 */
export async function fetchMissingProfiles(ids: readonly string[]): Promise<number> {
  const db = await getDatabase();
  const known = new Set(Object.keys(db.users.schema.jsonSchema.properties));
  let stored = 0;
  for (let start = 0; start < ids.length; start += PER_REQUEST) {
    const batch = ids.slice(start, start + PER_REQUEST);
    const { documents } = await apiRequest<{ documents: (Record<string, unknown> & { _deleted?: boolean })[] }>('GET', '/replication/users/docs', { query: { ids: batch.join(',') } });
    const live = documents
      .filter((doc) => !doc._deleted)
      .map((doc) => ({ ...Object.fromEntries(Object.entries(doc).filter(([key, value]) => known.has(key) && value !== null && value !== undefined)), [SYNC_FIELD.users]: 'sent' }) as UserDoc);
    if (live.length === 0) continue;
    const result = await db.users.bulkInsert(live);
    stored += result.success.length;
  }
  return stored;
}
