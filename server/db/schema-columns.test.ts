import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../schemas/collections';
import { COLLECTIONS } from '../replication/collections';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let columns: Map<string, string[]>;

beforeAll(async () => {
  server = await startTestServer();
  const tables = await server.database.db.introspection.getTables();
  columns = new Map(tables.map((table) => [table.name, table.columns.map((column) => column.name)]));
});
afterAll(() => server.close());

describe('the migrations and the shared schemas', () => {
  it.each(COLLECTION_NAMES)('%s: the table has a column for every schema property, and no other but _deleted and its server-only ones', (name) => {
    const def = COLLECTIONS[name];
    if (!def) throw new Error(`no server rules for ${name}`);
    const properties = Object.keys((def.schema as { properties: Record<string, unknown> }).properties);
    const table = columns.get(def.table) ?? [];
    expect(table.length).toBeGreaterThan(0);
    expect(properties.filter((property) => !table.includes(property))).toEqual([]);
    const extra = table.filter((column) => !properties.includes(column) && column !== '_deleted');
    expect(extra.filter((column) => !(def.privateColumns ?? []).includes(column))).toEqual([]);
  });
});
