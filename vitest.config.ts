import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;

/** Every test file under these folders, relative to the root. */
function testFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file).split(path.sep).join('/')),
  );
}

/**
 * A file that replaces modules (vi.mock) or opens an RxDB database without the app's validating
 * wrapper needs a module graph of its own: a mock would reach the other files of its worker, and RxDB's
 * development checks, once another file has added them, refuse such a database. The other files share
 * their worker's modules, which saves importing React, Mantine, RxDB or Fastify once per file (two
 * fifths of the run).
 */
const needsOwnModules = (file: string) => /\bvi\.mock\(|\bcreateRxDatabase\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The fast tests, run before every commit by `npm run check`: the app's screens, hooks and rules. */
const UNIT = ['src', 'schemas', 'scripts', 'bench'];
/** Tests against a real server, database or replication: `npm test` runs them after the check. */
const INTEGRATION = ['server', 'workers', 'local-store'];

function projects(name: string, folders: string[]) {
  const files = testFiles(folders);
  const own = files.filter(needsOwnModules);
  const shared = files.filter((file) => !own.includes(file));
  return [
    { extends: true as const, test: { name, include: shared, isolate: false } },
    { extends: true as const, test: { name: `${name}-isolated`, include: own, isolate: true } },
  ];
}

export default defineConfig({
  define: { __PRODUCT_NAME__: JSON.stringify('Meetverse'), __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One test file per core (the default leaves one core free, half the machine on two cores).
    maxWorkers: os.availableParallelism(),
    setupFiles: ['src/test-utils/setup-dom.ts', 'server/scratch-dirs.setup.ts'],
    // `npm run check` runs the tests that import a changed file; a change to these runs every test.
    forceRerunTriggers: ['**/package.json', '**/vitest.config.ts', '**/vite.config.ts', '**/tsconfig.json', '**/src/test-utils/**'],
    projects: [...projects('unit', UNIT), ...projects('integration', INTEGRATION)],
  },
});
