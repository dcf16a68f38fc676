import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { API_TYPES_FILE, apiTypesOf } from '../server/http/openapi-types';

// Writes schemas/openapi.gen.ts from the OpenAPI document of a server built on a throwaway database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-api-types-'));
try {
  const { app } = await buildApp(readConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', PORT: '0' }));
  await app.ready();
  const types = await apiTypesOf(app.swagger());
  await app.close();
  fs.writeFileSync(API_TYPES_FILE, types);
  console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
