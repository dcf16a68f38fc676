import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_MISMATCH } from '../../schemas/api';
import { forgetProtocolRefusal, ProtocolMismatchError } from './protocol';
import { createPushHandler } from './push';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const row = (id: string, extra: Record<string, unknown> = {}) => ({
  newDocumentState: { id, body: id, status: 'pending', _deleted: false, ...extra },
  assumedMasterState: undefined,
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetProtocolRefusal();
});

function handler(fetchImpl: (rows: { newDocumentState: { id: string } }[]) => Response, waitsOnUnsent?: (doc: { id: string }) => Promise<boolean>) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => fetchImpl(JSON.parse(String(init.body))));
  vi.stubGlobal('fetch', fetchMock);
  const markFailed = vi.fn(async (_doc: unknown, _message: string) => {});
  const refreshToken = vi.fn(async () => {});
  const push = createPushHandler({ url: 'http://x/push', getToken: async () => 't', refreshToken, syncField: 'status', markFailed, waitsOnUnsent, sleep: async () => {} });
  return { push, fetchMock, markFailed, refreshToken };
}

describe('pushing local writes', () => {
  it('returns the conflicts the server answers with', async () => {
    const { push } = handler(() => json(200, [{ id: 'a', status: 'sent' }]));
    expect(await push([row('a')] as never)).toEqual([{ id: 'a', status: 'sent' }]);
  });

  it('S9: finds the one write a batch was refused for, marks it failed, and sends the rest', async () => {
    const accepted: string[] = [];
    const { push, markFailed } = handler((rows) => {
      if (rows.some((r) => r.newDocumentState.id === 'bad')) return json(400, { error: 'bad_request', message: 'body is too long' });
      accepted.push(...rows.map((r) => r.newDocumentState.id));
      return json(200, []);
    });
    const rows = ['a', 'b', 'bad', 'c', 'd'].map((id) => row(id));
    expect(await push(rows as never)).toEqual([]);
    expect(markFailed).toHaveBeenCalledTimes(1);
    expect(markFailed.mock.calls[0]?.[0]).toMatchObject({ id: 'bad' });
    expect(markFailed.mock.calls[0]?.[1]).toBe('body is too long');
    expect(accepted.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('S10: tries a refused write again later, unmarked, when it waits on an unsent write it refers to', async () => {
    const { push, markFailed } = handler(() => json(404, { error: 'not_found', message: "No question has the id 'q1'" }), async (doc) => doc.id === 'r1');
    await expect(push([row('r1')] as never)).rejects.toThrow('waits for an unsent write');
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('sends a refused write once more, and it goes through, when the write it refers to reached the server only after it went out', async () => {
    let calls = 0;
    const { push, markFailed, fetchMock } = handler(
      () => (calls++ === 0 ? json(404, { error: 'not_found', message: 'Chat room not found' }) : json(200, [])),
      async () => false,
    );
    expect(await push([row('m1')] as never)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('does not send writes already marked failed', async () => {
    const { push, fetchMock } = handler(() => json(200, []));
    expect(await push([row('f', { status: 'failed' })] as never)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws after 3 attempts on a server error, so the batch is tried again later and nothing is marked failed', async () => {
    const { push, fetchMock, markFailed } = handler(() => json(503, { message: 'busy' }));
    await expect(push([row('a')] as never)).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('marks nothing failed and sends once when the server refuses the protocol version, keeping the batch for a reloaded app', async () => {
    const { push, fetchMock, markFailed } = handler(() => json(409, { error: PROTOCOL_MISMATCH, message: 'This app is out of date' }));
    await expect(push([row('a'), row('b')] as never)).rejects.toBeInstanceOf(ProtocolMismatchError);
    await expect(push([row('a'), row('b')] as never)).rejects.toBeInstanceOf(ProtocolMismatchError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(markFailed).not.toHaveBeenCalled();
  });

  it('refreshes the token after a 401 and goes through', async () => {
    let calls = 0;
    const { push, refreshToken } = handler(() => (calls++ === 0 ? json(401, { message: 'expired' }) : json(200, [])));
    expect(await push([row('a')] as never)).toEqual([]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('leaves out of a retried batch a write removed from the device since it was taken, and sends nothing when none is left', async () => {
    let attempt = 0;
    const sent: string[][] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      attempt += 1;
      sent.push((JSON.parse(String(init.body)) as { newDocumentState: { id: string } }[]).map((r) => r.newDocumentState.id));
      return attempt === 1 ? json(503, { error: 'unavailable', message: 'down' }) : json(200, []);
    });
    vi.stubGlobal('fetch', fetchMock);
    const here = new Set(['a', 'b']);
    const push = createPushHandler({
      url: 'http://x/push',
      getToken: async () => 't',
      refreshToken: async () => {},
      syncField: 'status',
      markFailed: async () => {},
      stillHere: async (ids) => new Set(ids.filter((id) => here.has(id))),
      sleep: async () => {
        here.delete('a'); // dropped from the queue while the batch waited to be tried again
      },
    });
    await push([row('a'), row('b')] as never);
    expect(sent).toEqual([['a', 'b'], ['b']]);
    here.clear();
    expect(await push([row('b')] as never)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
