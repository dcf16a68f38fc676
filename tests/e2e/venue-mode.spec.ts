import { expect, test } from './fixtures';
import { DEMO_SUB, MEMBER, enableDebugHandle, type DebugHandle } from './sync-support';

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('venue mode defers pictures: none is fetched until its avatar is scrolled into view', async ({ demoMember, server }) => {
  // Tim has a picture; his 'can help' is the oldest of 20 new notifications, so it sits far below the
  // fold (the 12th row sat near the screen's edge, and one run in many drew it in view for a moment).
  const [grace, tim, katherine] = await Promise.all([server.token(DEMO_SUB.grace), server.token(DEMO_SUB.tim), server.token(DEMO_SUB.katherine)]);
  expect((await server.api('PUT', `/users/${MEMBER.tim}`, { token: tim, body: { profile_picture: 'https://pictures.example/tim.png' } })).status).toBe(200);
  for (let index = 0; index < 20; index++) {
    const asked = await server.api<{ data: { id: string } }>('POST', '/questions', { token: grace, body: { title: `Venue question ${index + 1}` } });
    const helper = index === 0 ? tim : katherine;
    expect((await server.api('POST', '/interactions', { token: helper, body: { kind: 'can_help', target_id: asked.body.data.id } })).status).toBeLessThan(300);
  }

  const page = await demoMember('grace@example.com');
  let pictureRequests = 0;
  await page.context().route('https://pictures.example/**', (route) => {
    pictureRequests += 1;
    return route.fulfill({ body: PNG, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' } });
  });
  await enableDebugHandle(page.context());
  await page.goto(`${server.url}/settings`);
  await page.getByRole('switch', { name: 'Venue mode' }).check();
  await expect(page.getByTestId('venue-banner')).toContainText('Venue mode is on: text first');
  // Every notification on the device first: a list still filling would show Tim's, the oldest, at the
  // top for a moment, in view, where fetching his picture is right.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
        return (await db.notifications.find({ selector: { kind: 'can_help' } }).exec()).length;
      }),
    )
    .toBeGreaterThanOrEqual(20);

  await page.goto(`${server.url}/notifications`);
  const timsRow = page.getByRole('listitem').filter({ hasText: 'Tim Berners-Lee can help with your question' }).filter({ hasText: /Venue question 1(?!\d)/ });
  await expect(timsRow).toBeAttached();
  await expect(timsRow).not.toBeInViewport();
  await page.waitForTimeout(1_500);
  expect(pictureRequests).toBe(0);

  await timsRow.scrollIntoViewIfNeeded();
  await expect.poll(() => pictureRequests).toBe(1);
  await expect(timsRow.locator('img')).toHaveAttribute('src', 'https://pictures.example/tim.png');

  // Turned off from the banner, it is gone.
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.getByTestId('venue-banner').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByTestId('venue-banner')).toHaveCount(0);
});
