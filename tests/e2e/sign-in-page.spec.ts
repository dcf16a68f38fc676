import { expect, test } from './fixtures';

test('a second press of Sign in while the first is on its way signs the member in with no failing request', async ({ page, server }) => {
  const failed: string[] = [];
  const posts: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/oidc/')) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/oidc/interaction/')) posts.push(request.url());
  });
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill('twice@example.com');

  // The issuer finishes the sign-in (the form and the authorization it resumes), but its answer is
  // slow to reach the page, as on a slow connection: the second press lands then.
  let reached!: () => void;
  const finished = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/oidc/interaction/*', async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.continue();
    first = false;
    const posted = await route.fetch({ maxRedirects: 0 });
    const resumed = await page.request.get(new URL(posted.headers().location ?? '', server.url).href, { maxRedirects: 0 });
    reached();
    await released;
    return route.fulfill({ status: 303, headers: { location: resumed.headers().location ?? '' } });
  });
  // Pressed where the button is, as a person does: the page is busy with the first press.
  const box = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
  if (!box) throw new Error('no Sign in button');
  const press = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await press();
  await finished;
  await press();
  release();

  await expect(page).toHaveURL(`${server.url}/signup`);
  expect(posts).toHaveLength(1);
  expect(failed).toEqual([]);
});

test('the sign-in page runs its style and its script and shows the logo, with no policy violation', async ({ page, server }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${server.url}/home`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(103, 65, 217)');
  await expect.poll(() => page.locator('header img').evaluate((logo: HTMLImageElement) => logo.complete && logo.naturalWidth > 0)).toBe(true);
  await expect(page.locator('header')).toContainText('Meetverse');
  expect(problems).toEqual([]);
});
