import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, mintAccessToken, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';

let server: TestServer;
let m: Members;

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
});
afterAll(() => server.close());

type Refusal = { error: string; message: string };

async function raw(method: string, route: string, token?: string, body?: unknown) {
  return fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('rate limits', () => {
  it('answers a member writing faster than 60 times in 10 s with a 429, Retry-After and a clear message, and leaves others alone', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let n = 0; n < 70; n++) {
      const response = await raw('POST', '/questions', m.tim.token, { title: `Burst ${n}` });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused?.json()) as Refusal).message).toMatch(/^Too many changes at once\. Try again in \d+ seconds?\.$/);
    expect((await api(server, 'POST', '/questions', { token: m.katherine.token, body: { title: 'Someone else' } })).status).toBe(201);
    // Reading is not writing.
    expect((await raw('GET', '/questions', m.tim.token)).status).toBe(200);
  });

  it('slows down an address that keeps sending refused tokens, then refuses its tokens with a 429', async () => {
    const forged = await mintAccessToken(server.dataDir, { sub: 'demo|grace@example.com', aud: 'https://elsewhere.example/api' });
    for (let n = 0; n < 20; n++) expect((await raw('GET', '/users/me', forged)).status).toBe(401);
    const blocked = await raw('GET', '/users/me', m.grace.token);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await blocked.json()) as Refusal).message).toContain('Too many requests with an invalid sign-in from this address');
    // A guest from the same address still sees public events.
    expect((await raw('GET', '/events')).status).toBe(200);
  });
});
