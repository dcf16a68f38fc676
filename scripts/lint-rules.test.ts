import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The repository's own lint config, its rules on private reads only. Types are not read: these rules
 * need none, and a snippet is not a file the type checker knows.
 */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
});

async function refusals(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const PRIVATE_READ = `
import type { RxCollection } from 'rxdb';
export const purge = (collection: RxCollection) => collection.storageInstance.cleanup(0);
`;
const PRIVATE_DESTRUCTURING = `
import type { RxDocument } from 'rxdb';
export const dataOf = ({ _data }: RxDocument & { _data: unknown }) => _data;
`;
const PRIVATE_IMPORT = `
import { getDexieDbWithTables } from 'rxdb/plugins/storage-dexie';
export const open = getDexieDbWithTables;
`;
const STORED_FIELDS = `
export const isPulled = (row: { _deleted: boolean; _meta: { lwt: number }; _rev: string }) => !row._deleted && row._meta.lwt > 0 && row._rev !== '';
`;

describe('lint and the private fields of RxDB and Dexie', () => {
  it("refuses a read of a library's private field outside local-store, and lets local-store read it", async () => {
    for (const file of ['src/db/private-read.ts', 'workers/replication/private-read.ts', 'server/private-read.ts', 'bench/private-read.ts', 'tests/e2e/private-read.ts']) {
      expect(await refusals(PRIVATE_READ, file), file).toEqual([expect.stringContaining('read it through a named helper in local-store/')]);
    }
    expect(await refusals(PRIVATE_READ, 'local-store/private-read.ts')).toEqual([]);
  });

  it('refuses a private field taken by destructuring, and an import of Dexie storage internals, outside local-store', async () => {
    expect(await refusals(PRIVATE_DESTRUCTURING, 'src/private-read.tsx')).toHaveLength(1);
    expect(await refusals(PRIVATE_IMPORT, 'workers/private-read.ts')).toEqual([expect.stringMatching(/^no-restricted-imports: .*local-store\//)]);
    expect(await refusals(PRIVATE_DESTRUCTURING, 'local-store/private-read.ts')).toEqual([]);
    expect(await refusals(PRIVATE_IMPORT, 'local-store/private-read.ts')).toEqual([]);
  });

  it("lets anything read a stored document's own fields (_deleted, _meta, _rev)", async () => {
    expect(await refusals(STORED_FIELDS, 'src/db/stored-fields.ts')).toEqual([]);
  });
});
