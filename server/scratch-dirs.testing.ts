import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/**
 * A fresh directory under the system's temporary directory for a test's data (a server's SQLite file,
 * the issuer's keys). It lasts until its test file has run (scratch-dirs.setup.ts): a test may restart
 * a server on it.
 */
export function scratchDir(prefix = 'meetverse-test-'): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(directory);
  return directory;
}

/** Removes every directory `scratchDir` made so far. */
export function removeScratchDirs(): void {
  for (const directory of made) fs.rmSync(directory, { recursive: true, force: true });
  made.clear();
}
