import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServer, freePort, TEMPLATE_ENV } from './fixtures';

/**
 * Starts the server once on an empty data directory, so it migrates the database, seeds the demo data
 * and makes its issuer keys, and stops it cleanly: each test's server starts from a copy of that.
 */
export default async function globalSetup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-e2e-template-'));
  const server = new AppServer(await freePort(), dir);
  await server.start();
  await server.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
