import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testQuestion } from '../../schemas/question.testing';
import { openSqliteFile } from '../db/database';
import { MEETVERSE_ID } from '../db/seed';
import { fromDatabaseError } from '../http-error';
import { api, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

describe('what the database says, as the client hears it', () => {
  it.each([
    ['SQLITE_BUSY', 'The database is busy'],
    ['SQLITE_LOCKED_SHAREDCACHE', 'The database is busy'],
    ['40P01', 'The database is busy'],
    ['SQLITE_FULL', "The server's disk is full"],
    ['53100', "The server's disk is full"],
    ['SQLITE_IOERR_WRITE', 'The database cannot be written to right now'],
    ['SQLITE_READONLY', 'The database cannot be written to right now'],
    ['57P01', 'The database cannot be written to right now'],
    ['ECONNREFUSED', 'The database cannot be written to right now'],
  ])('%s is a 503 that says nothing was stored', (code, start) => {
    const refused = fromDatabaseError({ code });
    expect(refused?.statusCode).toBe(503);
    expect(refused?.code).toBe('service_unavailable');
    expect(refused?.message.startsWith(start)).toBe(true);
    expect(refused?.message).toContain('nothing of this request was stored');
  });

  it('leaves errors that are not the database’s to the server’s own handling', () => {
    expect(fromDatabaseError(new Error('boom'))).toBeUndefined();
    expect(fromDatabaseError({ code: 'ERR_SOMETHING' })).toBeUndefined();
  });
});

// Another process holding the SQLite file's write lock is a SQLite matter; PostgreSQL runs skip it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the SQLite file locked by another process', () => {
  let server: TestServer;
  let m: Members;
  beforeAll(async () => {
    server = await startTestServer();
    m = await signInDemoMembers(server);
  });
  afterAll(() => server.close());

  it('answers a write with 503, a clear message and Retry-After, stores nothing of it, and takes the same write once the lock is gone', async () => {
    const doc = { ...testQuestion(1, { id: crypto.randomUUID(), title: 'Written while the file was locked', event_id: MEETVERSE_ID, author_id: m.grace.id, sync_state: 'pending', updatedAt: 0 }), _deleted: false };
    const pushIt = () =>
      fetch(`${server.url}/api/v1/replication/questions/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.grace.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([{ newDocumentState: doc }]),
      });

    const other = openSqliteFile(path.join(server.dataDir, 'meetverse.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    let refused: Response;
    try {
      refused = await pushIt();
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ error: 'service_unavailable', message: 'The database is busy: nothing of this request was stored. Try again in a moment.' });
    expect((await api(server, 'GET', `/questions/${doc.id}`, { token: m.grace.token })).status).toBe(404);

    const taken = await pushIt();
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual([]);
    const stored = await api<{ data: { title: string } }>(server, 'GET', `/questions/${doc.id}`, { token: m.grace.token });
    expect(stored.body.data.title).toBe('Written while the file was locked');
  }, 30_000);
});

/**
 * A data directory on a small disk of its own (a 16 MB tmpfs), or undefined where this process may not
 * mount one (not root): a really full disk cannot be had otherwise.
 */
function smallDisk(): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** Writes a file into `dir` until its disk has no room left. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const block = Buffer.alloc(64 * 1024, 1);
  const fd = fs.openSync(filler, 'w');
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

const diskDir = process.env.TEST_DATABASE_URL ? undefined : smallDisk();

describe.skipIf(!diskDir)("the server's disk full", () => {
  let server: TestServer;
  let m: Members;
  beforeAll(async () => {
    server = await startTestServer({ DATA_DIR: diskDir! });
    m = await signInDemoMembers(server);
  });
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [diskDir!]);
    fs.rmSync(diskDir!, { recursive: true, force: true });
  });

  it('answers a push with 503 and says the disk is full, stores none of its documents, and takes the same push once there is room', async () => {
    const docs = [1, 2, 3].map((n) => ({ ...testQuestion(n, { id: crypto.randomUUID(), title: `Written on a full disk ${n}`, event_id: MEETVERSE_ID, author_id: m.grace.id, sync_state: 'pending', updatedAt: 0 }), _deleted: false }));
    const pushIt = () =>
      fetch(`${server.url}/api/v1/replication/questions/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.grace.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(docs.map((doc) => ({ newDocumentState: doc }))),
      });
    // The write-ahead log keeps its size once written: emptied, any write needs new room on the disk.
    const other = openSqliteFile(path.join(server.dataDir, 'meetverse.sqlite'));
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.close();
    const filler = fillDisk(diskDir!);

    const refused = await pushIt();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      error: 'service_unavailable',
      message: "The server's disk is full: nothing of this request was stored. Your device keeps it and tries again later.",
    });
    fs.rmSync(filler);
    for (const doc of docs) expect((await api(server, 'GET', `/questions/${doc.id}`, { token: m.grace.token })).status).toBe(404);

    const taken = await pushIt();
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual([]);
    for (const doc of docs) {
      const stored = await api<{ data: { title: string } }>(server, 'GET', `/questions/${doc.id}`, { token: m.grace.token });
      expect(stored.body.data.title).toBe(doc.title);
    }
  }, 30_000);
});
