import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, FIRST_VISIT_ELEMENT_ID, ROUTER_STATE_ELEMENT_ID, type FirstVisit } from '../schemas/first-visit';
import { FIRST_VISIT_EVENTS, landingPreloads, withFirstVisit } from './first-visit';
import { scratchDir } from './scratch-dirs.testing';
import { languagesOf } from './i18n';
import { api, ORGANISER_SUB, mintAccessToken, startTestServer, type TestServer } from './test-support';

const PAGE = '<!doctype html><html><head><title>Meetverse</title></head><body><div id="root"></div></body></html>';

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">[^<]*</script>`);

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
      // Every page brings the app's configuration, and nothing else.
      expect(html.replace(CONFIG_BLOCK, '')).toBe(PAGE);
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
    // The configuration's block and the events' block, and no other script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script type="application\/json" id="[a-z-]+">/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(dataOf(html)?.events[0]).toMatchObject({ name, description: '<img src=x onerror=alert(1)>' });
  });
});

describe("a first visit to an event's agenda", () => {
  const HOUR = 3_600_000;
  let server: TestServer;
  let token: string;
  let event: { id: string; slug: string; starts_at: string };
  beforeAll(async () => {
    const staticDir = scratchDir('meetverse-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    server = await startTestServer({ STATIC_DIR: staticDir, LIVE_STATUS_TICK_MS: '2147483647' });
    token = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
    const start = Date.now() + 24 * HOUR;
    const made = await api<{ data: typeof event }>(server, 'POST', '/events', {
      token,
      body: { name: 'Agenda Conf', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 4 * HOUR).toISOString(), time_zone: 'Europe/Zurich' },
    });
    expect(made.status).toBe(201);
    event = made.body.data;
  });
  afterAll(() => server.close());

  const at = (hours: number) => new Date(Date.parse(event.starts_at) + hours * HOUR).toISOString();
  const add = async (title: string, from: number) => {
    const made = await api<{ data: { id: string } }>(server, 'POST', `/events/${event.id}/sessions`, { token, body: { title, room: 'Main hall', starts_at: at(from), ends_at: at(from + 1) } });
    expect(made.status).toBe(201);
    return made.body.data;
  };

  it('brings the event and its sessions that are not deleted, in time order, by slug or by id, and nothing else', async () => {
    await add('Closing words', 3);
    await add('Welcome & coffee', 0);
    const dropped = await add('Dropped talk', 1);
    await add('Keynote', 2);
    expect((await api(server, 'DELETE', `/sessions/${dropped.id}`, { token })).status).toBe(204);
    for (const key of [event.slug, event.id]) {
      const html = await (await fetch(`${server.url}/events/${key}/agenda`)).text();
      const data = dataOf(html);
      expect(Object.keys(data ?? {}).sort()).toEqual(['events', 'sessions']);
      expect(data?.events).toHaveLength(1);
      expect(data?.events[0]).toMatchObject({ id: event.id, slug: event.slug, time_zone: 'Europe/Zurich' });
      expect(data?.sessions?.map((session) => session.title)).toEqual(['Welcome & coffee', 'Keynote', 'Closing words']);
      for (const session of data!.sessions!) expect(session).not.toHaveProperty('_deleted');
      expect(html).not.toContain('Dropped talk');
    }
    // The same sessions a guest reads from the agenda's REST address.
    const { body } = await api<{ data: Record<string, unknown>[] }>(server, 'GET', `/events/${event.slug}/sessions`);
    expect(dataOf(await (await fetch(`${server.url}/events/${event.slug}/agenda`)).text())?.sessions).toEqual(body.data);
  });

  it('of an event with no sessions brings the event and an empty agenda', async () => {
    const made = await api<{ data: { slug: string } }>(server, 'POST', '/events', { token, body: { name: 'Empty Agenda', live_status: 'planned', is_community: false } });
    const data = dataOf(await (await fetch(`${server.url}/events/${made.body.data.slug}/agenda`)).text());
    expect(data).toMatchObject({ events: [{ slug: made.body.data.slug }], sessions: [] });
  });

  it('of no event, or of a deleted one, brings what the page of no event brings: the app shell alone', async () => {
    const gone = await api<{ data: { id: string; slug: string } }>(server, 'POST', '/events', { token, body: { name: 'Gone Agenda', live_status: 'planned', is_community: false } });
    expect((await api(server, 'DELETE', `/events/${gone.body.data.id}`, { token })).status).toBeLessThan(300);
    const shell = (await (await fetch(`${server.url}/events/no-such-event`)).text()).replace(CONFIG_BLOCK, '');
    expect(shell).toBe(PAGE);
    for (const pathname of ['/events/no-such-event/agenda', `/events/${gone.body.data.slug}/agenda`, `/events/${gone.body.data.id}/agenda`]) {
      expect((await (await fetch(`${server.url}${pathname}`)).text()).replace(CONFIG_BLOCK, '')).toBe(shell);
    }
  });
});

describe('what a first visit shows beside the events', () => {
  let server: TestServer;
  beforeAll(async () => {
    const staticDir = scratchDir('meetverse-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    server = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(() => server.close());

  it("/events brings each shown event's counts, as the events' stats give them", async () => {
    const data = dataOf(await (await fetch(`${server.url}/events`)).text());
    const { body } = await api<{ data: Record<string, unknown> }>(server, 'GET', '/events/stats');
    expect(Object.keys(data?.stats ?? {}).sort()).toEqual(data!.events.map((event) => String(event.id)).sort());
    for (const event of data!.events) expect(data?.stats?.[String(event.id)]).toEqual(body.data[String(event.id)]);
  });

  it("an event's page and its big screen bring its live view: who organises it, its counts and its top questions", async () => {
    const { body: list } = await api<{ data: { slug: string }[] }>(server, 'GET', '/events?limit=1');
    const slug = list.data[0]!.slug;
    const { body: live } = await api<{ data: Record<string, unknown> }>(server, 'GET', `/events/${slug}/live`);
    for (const pathname of [`/events/${slug}`, `/events/${slug}/big-screen`]) {
      const data = dataOf(await (await fetch(`${server.url}${pathname}`)).text());
      expect(data?.events[0]).toMatchObject({ slug });
      // The same view, as of the moment each was read.
      expect({ ...data?.live, updated_at: undefined }).toEqual({ ...live.data, updated_at: undefined });
    }
  });

  it('every page brings the configuration the app would otherwise ask for before it renders', async () => {
    const { body: config } = await api(server, 'GET', '/client-config');
    for (const pathname of ['/home', '/events', '/no-such-page']) {
      const block = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(await (await fetch(`${server.url}${pathname}`)).text());
      expect(JSON.parse(block![1]!)).toEqual(config);
    }
  });
});

describe('a page the server renders', () => {
  // A stand-in for the build's page renderer (src/ssr/render-page.tsx), at the place the server loads it from.
  const RENDERER = `
export const rendersPage = (pathname) => pathname === '/events' || pathname === '/hi' || pathname.endsWith('/agenda');
export async function renderPage(page) {
  if (page.url.startsWith('/hi')) throw new Error('The renderer broke');
  if (page.url.endsWith('/agenda')) return { markup: '<main>' + page.firstVisit.sessions.map((session) => session.title).join(', ') + '</main>', routerState: {} };
  return {
    markup: '<main>' + page.firstVisit.events.length + ' events, $& kept, in ' + page.languages.join('|') + ' at ' + page.origin + '</main>',
    routerState: { matches: [{ i: '__root__', s: 'success', u: 1 }] },
  };
}`;
  let server: TestServer;
  beforeAll(async () => {
    const staticDir = scratchDir('meetverse-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    fs.mkdirSync(path.join(staticDir, 'ssr'));
    fs.writeFileSync(path.join(staticDir, 'ssr', 'render-page.js'), RENDERER);
    server = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(() => server.close());

  it("goes out with its markup in the app's root element, written in the browser's languages, and the router's state beside it", async () => {
    const response = await fetch(`${server.url}/events`, { headers: { 'accept-language': 'de-CH, en;q=0.5, fr;q=0.8, *;q=0.1, x;q=0' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('accept-language');
    const html = await response.text();
    const count = dataOf(html)!.events.length;
    expect(html).toMatch(new RegExp(`<div id="root"><main>${count} events, \\$& kept, in de-CH\\|fr\\|en at http://[^<]+</main></div>`));
    expect(html).toContain(`<script type="application/json" id="${ROUTER_STATE_ELEMENT_ID}">{"matches":[{"i":"__root__","s":"success","u":1}]}</script>`);
  });

  it('goes out as the bare app shell when the renderer fails, with its data still', async () => {
    const response = await fetch(`${server.url}/hi`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(ROUTER_STATE_ELEMENT_ID);
    expect(html).toContain(CLIENT_CONFIG_ELEMENT_ID);
  });

  it("an event's agenda goes out with its sessions in the markup; the agenda of no event goes out as the bare app shell", async () => {
    const { body } = await api<{ data: { id: string; slug: string }[] }>(server, 'GET', '/events?limit=1');
    const sessions = dataOf(await (await fetch(`${server.url}/events/${body.data[0]!.slug}/agenda`)).text())?.sessions ?? [];
    const html = await (await fetch(`${server.url}/events/${body.data[0]!.slug}/agenda`)).text();
    expect(html).toContain(`<div id="root"><main>${sessions.map((session) => String(session.title)).join(', ')}</main></div>`);
    const none = await (await fetch(`${server.url}/events/no-such-event/agenda`)).text();
    expect(none).toContain('<div id="root"></div>');
    expect(none).not.toContain(ROUTER_STATE_ELEMENT_ID);
    expect(dataOf(none)).toBeUndefined();
  });

  it("never serves the renderer's own code", async () => {
    const response = await fetch(`${server.url}/ssr/render-page.js`);
    expect(await response.text()).not.toContain('renderPage');
  });
});

describe("the browser's languages", () => {
  it('are read from Accept-Language, most preferred first, without wildcards, refused ones or malformed tags', () => {
    expect(languagesOf('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(languagesOf('en;q=0, ar-EG')).toEqual(['ar-EG']);
    expect(languagesOf('<script>, en-GB;q=x')).toEqual([]);
    expect(languagesOf(undefined)).toEqual([]);
  });
});

describe('the data block', () => {
  it('goes into the head, before it closes', () => {
    const html = withFirstVisit(PAGE, { events: [{ id: 'a', name: 'A & B' }] });
    expect(html).toContain(`<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">{"events":[{"id":"a","name":"A \\u0026 B"}]}</script></head>`);
  });
});

describe("the landing page's sign-in start", () => {
  const LOADER = '<script defer src="/load-app.js" data-modules="/assets/react.js /assets/index.js" data-landing="/assets/landing.js /assets/sign-in.js"></script>';

  it('is asked for with the page: its modules and the issuer\'s discovery document', () => {
    expect(landingPreloads(LOADER, 'https://id.example.com')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/landing.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/sign-in.js">' +
        '<link rel="preload" as="fetch" crossorigin href="https://id.example.com/oidc/.well-known/openid-configuration">',
    );
    // An issuer under a path keeps it.
    expect(landingPreloads(LOADER, 'https://example.com/auth/')).toContain('href="https://example.com/auth/oidc/.well-known/openid-configuration"');
  });

  it('asks for nothing when the build has no sign-in start or the issuer address is no address', () => {
    expect(landingPreloads(PAGE, 'https://id.example.com')).toBe('');
    expect(landingPreloads(LOADER, 'not an address')).toBe('');
  });

  it('names the issuer as an attribute can hold it', () => {
    expect(landingPreloads(LOADER, 'https://id.example.com/"><script>')).toContain('href="https://id.example.com/%22%3E%3Cscript%3E/oidc/.well-known/openid-configuration"');
  });

  describe('from the server', () => {
    let server: TestServer;
    beforeAll(async () => {
      const staticDir = scratchDir('meetverse-static-');
      fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE.replace('</head>', `${LOADER}</head>`));
      server = await startTestServer({ STATIC_DIR: staticDir });
    });
    afterAll(() => server.close());

    it('goes with /hi only', async () => {
      const { body: config } = await api<{ auth: { endpoint: string } }>(server, 'GET', '/client-config');
      const landing = await (await fetch(`${server.url}/hi?source=qr`)).text();
      expect(landing).toContain(landingPreloads(LOADER, config.auth.endpoint));
      for (const other of ['/events', '/home', '/hi/more']) expect(await (await fetch(`${server.url}${other}`)).text()).not.toContain('modulepreload');
    });
  });
});
