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

describe('DEFAULT_TIME_ZONE', () => {
  it("is the server's own zone unless set, and the IANA zone it names when set", () => {
    expect(readConfig({}).defaultTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readConfig({ DEFAULT_TIME_ZONE: '' }).defaultTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readConfig({ DEFAULT_TIME_ZONE: 'Europe/Berlin' }).defaultTimeZone).toBe('Europe/Berlin');
  });

  it('stops the server with a message naming the variable when it is no time zone', () => {
    expect(() => readConfig({ DEFAULT_TIME_ZONE: 'Berlin' })).toThrow('DEFAULT_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got Berlin');
    expect(() => readConfig({ DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DEFAULT_TIME_ZONE must be an IANA time zone/);
  });
});
