import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { signInAccount } from './issuer-accounts';
import { createIssuerStore } from './issuer-store';
import { start, tempDataDir, type Running } from './test-browser';

let server: Running;
let database: Database;
let store: ReturnType<typeof createIssuerStore>;
const unique = () => Math.random().toString(36).slice(2);

beforeAll(async () => {
  server = await start(tempDataDir());
  database = server.database;
  store = createIssuerStore(database);
});
afterAll(() => server.close());

describe(`the issuer's storage (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('keeps a record until it expires', async () => {
    const sessions = store('Session');
    const id = unique();
    await sessions.upsert(id, { uid: `uid-${id}`, accountId: 'a' }, 60);
    expect(await sessions.find(id)).toEqual({ uid: `uid-${id}`, accountId: 'a' });
    expect(await sessions.findByUid(`uid-${id}`)).toEqual({ uid: `uid-${id}`, accountId: 'a' });
    expect(await store('Grant').find(id)).toBeUndefined();

    await sessions.upsert(id, { uid: `uid-${id}`, accountId: 'b' }, 60);
    expect(await sessions.find(id)).toMatchObject({ accountId: 'b' });

    await sessions.upsert(id, { uid: `uid-${id}` }, -1);
    expect(await sessions.find(id)).toBeUndefined();
  });

  it('marks a consumed token and destroys it on request', async () => {
    const codes = store('AuthorizationCode');
    const id = unique();
    await codes.upsert(id, { grantId: 'g' }, 60);
    await codes.consume(id);
    expect((await codes.find(id))?.consumed).toBeGreaterThan(1_600_000_000);
    await codes.destroy(id);
    expect(await codes.find(id)).toBeUndefined();
  });

  it('revokes every token of a grant, and only those', async () => {
    const refreshTokens = store('RefreshToken');
    const [grant, other, one, two, kept] = [unique(), unique(), unique(), unique(), unique()];
    await refreshTokens.upsert(one, { grantId: grant }, 60);
    await refreshTokens.upsert(two, { grantId: grant }, 60);
    await refreshTokens.upsert(kept, { grantId: other }, 60);
    await refreshTokens.revokeByGrantId(grant);
    expect(await refreshTokens.find(one)).toBeUndefined();
    expect(await refreshTokens.find(two)).toBeUndefined();
    expect(await refreshTokens.find(kept)).toEqual({ grantId: other });
  });

  it('finds a record by user code and keeps records without an expiry', async () => {
    const devices = store('DeviceCode');
    const id = unique();
    await devices.upsert(id, { userCode: `code-${id}` });
    expect(await devices.findByUserCode(`code-${id}`)).toEqual({ userCode: `code-${id}` });
  });

  it('gives one email one account, however often it signs in', async () => {
    const email = `${unique()}@example.com`;
    const [first, second] = await Promise.all([signInAccount(database, email, null), signInAccount(database, email, 'Ada')]);
    expect(first.sub).toBe(second.sub);
    expect((await signInAccount(database, email, null)).name).toBe('Ada');
  });
});
