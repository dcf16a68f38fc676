import path from 'node:path';
import { bundlePageScript } from '../../../scripts/bundle-page-script';

let bundled: Promise<string> | undefined;

/**
 * The script that writes a database as the schemas' version 0 left it (earlier-database.ts), bundled
 * once per run with the app's own storage code, to be run as a script in a page of the app's origin.
 */
export function earlierVersionScript(): Promise<string> {
  bundled ??= bundlePageScript(path.join(import.meta.dirname, 'earlier-database.ts'));
  return bundled;
}
