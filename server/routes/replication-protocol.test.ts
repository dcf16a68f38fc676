import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION } from '../../schemas/api';
import { requestedProtocol } from '../http/protocol-version';
import { mintAccessToken, ORGANISER_SUB, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
});
afterAll(() => server.close());

function request(path: string, protocol: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (protocol !== undefined) headers.set(PROTOCOL_HEADER, protocol);
  return fetch(`${server.url}/api/v1${path}`, { ...init, headers });
}

const pull = (protocol?: string) => request('/replication/events/pull?limit=1', protocol);
const push = (protocol: string | undefined, body: unknown) =>
  request('/replication/events/push', protocol, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the replication protocol version', () => {
  it('serves a request naming the server’s version, and names it in the answer', async () => {
    const response = await pull(String(PROTOCOL_VERSION));
    expect(response.status).toBe(200);
    expect(response.headers.get(PROTOCOL_HEADER)).toBe(String(PROTOCOL_VERSION));
  });

  it('serves a request naming none, as an app from before the header sends', async () => {
    expect((await pull()).status).toBe(200);
    expect((await push(undefined, [])).status).toBe(200);
  });

  it.each([String(PROTOCOL_VERSION + 1), '0', 'banana', `${PROTOCOL_VERSION}, ${PROTOCOL_VERSION + 1}`])(
    "refuses a pull naming version '%s' with a 409 protocol_mismatch that says to reload",
    async (version) => {
      const response = await pull(version);
      expect(response.status).toBe(409);
      expect(response.headers.get(PROTOCOL_HEADER)).toBe(String(PROTOCOL_VERSION));
      expect(await response.json()).toEqual({ error: PROTOCOL_MISMATCH, message: 'This app is out of date: reload to get the new version' });
    },
  );

  it('S7: refuses a push in another version before reading its body, which may not be valid in this one', async () => {
    const response = await push(String(PROTOCOL_VERSION + 1), { not: 'an array' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(PROTOCOL_MISMATCH);
  });

  it('refuses to open the live stream in another version', async () => {
    const response = await request('/replication/stream', String(PROTOCOL_VERSION + 1));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(PROTOCOL_MISMATCH);
  });

  it('leaves the other routes alone', async () => {
    expect((await request('/events', String(PROTOCOL_VERSION + 1))).status).toBe(200);
  });
});

describe('the version a request speaks', () => {
  it.each([
    [undefined, '1'],
    ['1', '1'],
    [' 2 ', '2'],
    [['1', '2'], '1, 2'],
  ])('is %j -> %s', (header, version) => {
    expect(requestedProtocol(header)).toBe(version);
  });
});
