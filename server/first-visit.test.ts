import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_ELEMENT_ID, type FirstVisit } from '../schemas/first-visit';
import { FIRST_VISIT_EVENTS, withFirstVisit } from './first-visit';
import { scratchDir } from './scratch-dirs.testing';
import { api, ORGANISER_SUB, mintAccessToken, startTestServer, type TestServer } from './test-support';

const PAGE = '<!doctype html><html><head><title>Meetverse</title></head><body><div id="root"></div></body></html>';

/** The data block of a page's HTML, parsed, or undefined when it has none. */
function dataOf(html: string): FirstVisit | undefined {
  const block = new RegExp(`<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return block ? (JSON.parse(block[1]!) as FirstVisit) : undefined;
}

describe('a first visit to a public page', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    const staticDir = scratchDir('meetverse-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    server = await startTestServer({ STATIC_DIR: staticDir });
    token = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  });
  afterAll(() => server.close());

  const page = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

  it('/events brings the first events of the list, in list order, in the HTML', async () => {
    const response = await page('/events');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const data = dataOf(await response.text());
    const { body } = await api<{ data: { id: string }[] }>(server, 'GET', `/events?limit=${FIRST_VISIT_EVENTS}`);
    expect(data?.events.map((event) => event.id)).toEqual(body.data.map((event) => event.id));
    expect(data?.events.length).toBeGreaterThan(0);
  });

  it("an event's page brings that event, by slug or by id; a page of no event, or any other page, brings none", async () => {
    const { body } = await api<{ data: { id: string; slug: string }[] }>(server, 'GET', '/events?limit=1');
    const [event] = body.data;
    for (const key of [event!.slug, event!.id]) {
      const data = dataOf(await (await page(`/events/${key}`)).text());
      expect(data?.events).toHaveLength(1);
      expect(data?.events[0]).toMatchObject({ id: event!.id, slug: event!.slug });
    }
    for (const other of ['/events/no-such-event', `/events/${event!.slug}/edit`, '/home', '/hi']) {
      const html = await (await page(other)).text();
      expect(dataOf(html)).toBeUndefined();
      expect(html).toBe(PAGE);
    }
  });

  it("a deleted event's page brings no data, by slug or by id", async () => {
    const made = await api<{ data: { id: string; slug: string } }>(server, 'POST', '/events', {
      token,
      body: { name: 'Cancelled Meetup', is_community: false, live_status: 'planned' },
    });
    expect(made.status).toBe(201);
    expect((await api(server, 'DELETE', `/events/${made.body.data.id}`, { token })).status).toBeLessThan(300);
    for (const key of [made.body.data.slug, made.body.data.id]) expect(dataOf(await (await page(`/events/${key}`)).text())).toBeUndefined();
  });

  it('is compressed for a browser that accepts it', async () => {
    const response = await page('/events', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    expect(dataOf(await response.text())?.events.length).toBeGreaterThan(0);
  });

  it('carries markup in an event as text: nothing in it ends the data block or starts an element', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const made = await api<{ data: { slug: string } }>(server, 'POST', '/events', {
      token,
      body: { name, description: '<img src=x onerror=alert(1)>', is_community: true, live_status: 'planned' },
    });
    expect(made.status).toBe(201);
    const html = await (await page(`/events/${made.body.data.slug}`)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(dataOf(html)?.events[0]).toMatchObject({ name, description: '<img src=x onerror=alert(1)>' });
  });
});

describe('the data block', () => {
  it('goes into the head, before it closes', () => {
    const html = withFirstVisit(PAGE, { events: [{ id: 'a', name: 'A & B' }] });
    expect(html).toContain(`<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">{"events":[{"id":"a","name":"A \\u0026 B"}]}</script></head>`);
  });
});
