import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where the global set-up left the server compiled to JavaScript, for every test's server to start from. */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');

/**
 * Compiles `server/main.ts` into one JavaScript file (packages stay in node_modules) and each migration
 * beside it, where the migrator looks for them (`./migrations/` from its own file). Node starts it
 * without a TypeScript loader: a start took 1.6 s through tsx and about 0.9 s so, and the browser
 * flows start a server each, more than a hundred in all. The code is the same `npm start` runs.
 */
export async function bundleServer(outDir: string): Promise<string> {
  const entry = path.join(outDir, 'db', 'main.mjs');
  const migrations = fs
    .readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => path.join(MIGRATIONS, file));
  const common = { bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', logLevel: 'warning' } as const;
  await Promise.all([
    build({ ...common, entryPoints: [path.join(ROOT, 'server/main.ts')], outfile: entry }),
    build({ ...common, entryPoints: migrations, outdir: path.join(outDir, 'db', 'migrations'), outExtension: { '.js': '.js' } }),
  ]);
  return entry;
}
