import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION } from '../../schemas/api';
import { RequestError, requestJson } from './http';
import { forgetProtocolRefusal, onProtocolMismatch, ProtocolMismatchError } from './protocol';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mismatch = () => json(409, { error: PROTOCOL_MISMATCH, message: 'This app is out of date: reload to get the new version' });

function serve(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => (answers.shift() ?? (() => json(200, [])))());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const getToken = async () => 't';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetProtocolRefusal();
});

describe('the protocol version on replication requests', () => {
  it('names the version in a header of every request', async () => {
    const fetchMock = serve();
    await requestJson('http://x/pull', getToken);
    await requestJson('http://x/push', getToken, { method: 'POST', body: '[]', headers: { 'x-other': 'kept' } });
    for (const [, init] of fetchMock.mock.calls) expect(new Headers(init.headers).get(PROTOCOL_HEADER)).toBe(String(PROTOCOL_VERSION));
    expect(new Headers(fetchMock.mock.calls[1]?.[1].headers).get('x-other')).toBe('kept');
  });

  it("takes the server's refusal as a ProtocolMismatchError, not as a refused request", async () => {
    serve(mismatch);
    const error = await requestJson('http://x/pull', getToken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProtocolMismatchError);
    expect(error).not.toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe('This app is out of date: reload to get the new version');
  });

  it('S7: sends nothing more for the rest of the session once refused', async () => {
    const fetchMock = serve(mismatch);
    await expect(requestJson('http://x/pull', getToken)).rejects.toBeInstanceOf(ProtocolMismatchError);
    await expect(requestJson('http://x/push', getToken, { method: 'POST', body: '[]' })).rejects.toBeInstanceOf(ProtocolMismatchError);
    await expect(requestJson('http://x/pull', getToken)).rejects.toBeInstanceOf(ProtocolMismatchError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners once, however many requests were refused', async () => {
    const heard = vi.fn();
    onProtocolMismatch(heard);
    serve(mismatch, mismatch);
    await Promise.allSettled([requestJson('http://x/a', getToken), requestJson('http://x/b', getToken)]);
    await requestJson('http://x/c', getToken).catch(() => {});
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('This app is out of date: reload to get the new version');
  });

  it('tells a listener that comes after the refusal at once', async () => {
    serve(mismatch);
    await requestJson('http://x/pull', getToken).catch(() => {});
    const heard = vi.fn();
    onProtocolMismatch(heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('treats a 409 of another kind (a write that clashes) as a refused request, and goes on', async () => {
    const fetchMock = serve(() => json(409, { error: 'conflict', message: 'a field that must be unique is taken' }));
    await expect(requestJson('http://x/push', getToken)).rejects.toMatchObject({ status: 409 });
    await requestJson('http://x/push', getToken);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
