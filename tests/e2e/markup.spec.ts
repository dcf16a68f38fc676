// Markup and script typed into any text field show as typed on every screen that shows the field,
// and never run: another member writes them into their name, bio, an event, a community, a question,
// a 'can help' (a notification) and a chat message, and a member walks every screen that shows them.
import type { Page } from '@playwright/test';
import { expect, test, waitForSync, type AppServer } from './fixtures';
import { DEMO_SUB, MEMBER, createRoom, postOnServer } from './sync-support';

// Each would add an element (an image whose error handler runs, a bold probe) if it were read as HTML.
const markup = (label: string) => `${label} <img src=x onerror="window.__injected=1"><b class="markup-probe">bold</b><script>window.__injected=2</script>`;

type Doc = Record<string, unknown> & { id: string };

async function seed(server: AppServer) {
  const tim = await server.token(DEMO_SUB.tim);
  const ada = await server.token(DEMO_SUB.ada);
  const api = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const { status, body: answer } = await server.api<T>(method, path, { token, body });
    expect(status, `${method} ${path}`).toBeLessThan(300);
    return answer;
  };

  // Tim's profile: name and bio.
  const users = await api<{ documents: Doc[] }>('GET', '/replication/users/pull?limit=1000', tim);
  const me = users.documents.find((doc) => doc.id === MEMBER.tim) as Doc;
  const profile = { ...me, full_name: markup('Tim'), bio: markup('Bio'), can_help_with: markup('Helps') };
  expect(await api('POST', '/replication/users/push', tim, [{ newDocumentState: profile, assumedMasterState: me }])).toEqual([]);

  const starts = new Date(Date.now() + 3 * 24 * 3_600_000);
  const event = (await api<{ data: Doc & { slug: string } }>('POST', '/events', tim, {
    name: markup('Event'),
    description: markup('About'),
    location: markup('Hall'),
    live_status: 'planned',
    is_community: false,
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
  })).data;
  await api('POST', '/events', tim, { name: markup('Community'), description: markup('Circle'), live_status: 'live', is_community: true });
  await api('POST', '/interactions', ada, { kind: 'participation', target_id: event.id });

  const question = (await api<{ data: Doc }>('POST', '/questions', tim, { title: markup('Question'), description: markup('Details') })).data;
  const adas = (await api<{ data: Doc }>('POST', '/questions', ada, { title: 'Who knows a quiet room to work in?' })).data;
  await api('POST', '/interactions', tim, { kind: 'can_help', target_id: adas.id, note: markup('Note') });

  const room = await createRoom(server, DEMO_SUB.tim, [MEMBER.tim, MEMBER.ada]);
  await postOnServer(server, DEMO_SUB.tim, room, [markup('Message')]);
  const timProfile = (await api<{ data: { slug?: string } }>('GET', '/users/me', tim)).data;
  return { event, question, room, timSlug: timProfile.slug ?? MEMBER.tim };
}

/** Nothing the markup would have made is on the page, and nothing of it ran. */
async function expectShownAsTyped(page: Page, label: string) {
  await expect(page.getByText(`${label} <img src=x onerror=`).first(), `'${label}' as typed on ${page.url()}`).toBeVisible();
  expect(await page.locator('.markup-probe, img[src="x"]').count(), `elements made from markup on ${page.url()}`).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), `script run on ${page.url()}`).toBeUndefined();
}

test('markup and script in every text field show as typed on every screen, and none of it runs', async ({ demoMember, server }) => {
  const { event, question, room, timSlug } = await seed(server);
  const page = await demoMember('ada@example.com');
  await waitForSync(page);

  const screens: [path: string, labels: string[]][] = [
    ['/home', ['Question']],
    [`/questions/${question.id}`, ['Question', 'Details', 'Tim']],
    ['/events', ['Event', 'Hall']],
    [`/events/${event.slug}`, ['Event', 'About', 'Hall']],
    [`/events/${event.slug}/big-screen`, ['Event']],
    ['/communities', ['Community']],
    [`/user/${timSlug}`, ['Tim']],
    [`/profile/${MEMBER.tim}`, ['Tim', 'Bio']],
    ['/notifications', ['Tim']],
    ['/messages', ['Tim', 'Message']],
    [`/messages/${room}`, ['Message']],
  ];
  for (const [path, labels] of screens) {
    await page.goto(`${server.url}${path}`);
    for (const label of labels) await expectShownAsTyped(page, label);
  }
});
