import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('DATA_DIR', () => {
  it("is ./data unless set, and set but empty counts as unset, so the working directory never gets the server's files", () => {
    expect(readConfig({}).dataDir).toBe(path.resolve('data'));
    expect(readConfig({ DATA_DIR: '' }).dataDir).toBe(path.resolve('data'));
    expect(readConfig({ DATA_DIR: '/srv/meetverse' }).dataDir).toBe('/srv/meetverse');
  });
});
