import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServer, freePort, TEMPLATE_ENV } from './fixtures';
import { bundleServer, SERVER_BUNDLE_ENV } from './server-bundle';

/**
 * Compiles the server for the tests' servers to start from (server-bundle.ts), inside node_modules so
 * that its packages resolve. Then starts the server once on an empty data directory, so it migrates the database, seeds the demo data
 * and makes its issuer keys, and stops it cleanly: each test's server starts from a copy of that.
 */
export default async function globalSetup(): Promise<() => void> {
  // One per checkout: git worktrees may share one node_modules, and a run must not start another's server.
  const checkout = createHash('sha256').update(path.resolve(import.meta.dirname, '../..')).digest('hex').slice(0, 12);
  const bundleDir = path.resolve(import.meta.dirname, `../../node_modules/.cache/meetverse-e2e-server-${checkout}`);
  fs.rmSync(bundleDir, { recursive: true, force: true });
  process.env[SERVER_BUNDLE_ENV] = await bundleServer(bundleDir);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-e2e-template-'));
  const server = new AppServer(await freePort(), dir);
  await server.start();
  await server.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(bundleDir, { recursive: true, force: true });
  };
}
