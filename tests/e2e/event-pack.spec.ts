import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signUpNewMember, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';

const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/icons/icon-192.png'));

// Picture hosts on the internet, played by the test: one allows CORS to anyone; one allows it to the
// asking origin and answers `Vary: Origin`, as CDNs do; one allows only another site, so this app gets
// an opaque answer. (A fulfilled route without an allow-origin header would be given one.)
const CORS_PICTURE = 'https://pictures.example/grace.png';
const VARY_PICTURE = 'https://cdn.example/katherine.png';
const OPAQUE_PICTURE = 'https://avatars.example/tim.png';

async function servePictures(context: BrowserContext): Promise<void> {
  await context.route('https://pictures.example/**', (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' } }),
  );
  await context.route('https://cdn.example/**', (route) =>
    route.fulfill({
      body: PNG,
      contentType: 'image/png',
      headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*', vary: 'Origin' },
    }),
  );
  await context.route('https://avatars.example/**', (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png', headers: { 'access-control-allow-origin': 'https://elsewhere.example' } }),
  );
}

/** Offline-First Summit attendees (the demo members) get profile pictures. */
async function givePictures(server: AppServer, pictures: readonly (readonly [string, string])[]): Promise<void> {
  for (const [sub, picture] of pictures) {
    const token = await server.token(sub);
    const me = await server.api<{ data: { id: string } }>('GET', '/users/me', { token });
    const saved = await server.api('PUT', `/users/${me.body.data.id}`, { token, body: { profile_picture: picture } });
    expect(saved.status).toBe(200);
  }
}

/** Whether an <img> of this address loads on the page (from the network or the service worker's cache). */
function pictureLoads(page: Page, src: string): Promise<boolean> {
  return page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = url;
      }),
    src,
  );
}

test('a member saves an event for offline, and its page opens from the device with the network off', async ({ page, context, server }) => {
  await givePictures(server, [['demo|grace@example.com', CORS_PICTURE]]);
  await servePictures(context);
  await signUpNewMember(page, server, 'packer@example.com', 'Pat Packer');
  await waitForOfflineReady(page);
  await page.goto(`${server.url}/events/offline-first-summit`);
  await waitForSync(page);

  const card = page.getByTestId('save-for-offline');
  await expect(card.getByText(/^About \d+ KB plus 1 picture$/)).toBeVisible();
  await card.getByRole('button', { name: 'Save for offline' }).click();
  await expect(card.getByText('Saved for offline')).toBeVisible();
  // The summit's 8 demo questions and its 4 demo attendees, one of them with a picture.
  await expect(card.getByText('8 questions, 4 profiles and 1 picture')).toBeVisible();
  // Said as the estimate was, and the device's whole use named as such.
  await expect(card.getByText(/^Took about [\d.]+ (B|KB|MB) on this device \(Meetverse uses [\d.]+ (KB|MB|GB) in all\)$/)).toBeVisible();
  await expect(card.getByText(/^Saved today at /)).toBeVisible();
  await expect(page.getByText('Offline-First Summit is saved for offline')).toBeVisible();
  const cached = await page.evaluate(async () => (await (await caches.open('meetverse-pictures')).keys()).map((request) => request.url).sort());
  expect(cached).toEqual([CORS_PICTURE]);

  // The picture hosts are gone with the network.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  // All 8 of its questions, beside the event on this desktop.
  await expect(page.getByRole('region', { name: 'Questions in Offline-First Summit' }).getByTestId('question-card')).toHaveCount(8);
  await expect(page.getByTestId('event-counts')).toContainText('4 attending');
  await expect(card.getByText('Saved for offline')).toBeVisible();
  await expect(card.getByText('8 questions, 4 profiles and 1 picture')).toBeVisible();
  expect(await pictureLoads(page, CORS_PICTURE)).toBe(true);

  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('alert')).toHaveText('Connect to the internet to save this event for offline');
  await context.setOffline(false);
});

test('saving a pack also stores pictures from a host that answers `Vary: Origin` and from one that refuses CORS', async ({ page, context, server }) => {
  await givePictures(server, [
    ['demo|tim@example.com', OPAQUE_PICTURE],
    ['demo|katherine@example.com', VARY_PICTURE],
  ]);
  await servePictures(context);
  await signUpNewMember(page, server, 'opaque@example.com', 'Olga Opaque');
  await waitForOfflineReady(page);
  await page.goto(`${server.url}/events/offline-first-summit`);
  await waitForSync(page);
  const card = page.getByTestId('save-for-offline');
  await card.getByRole('button', { name: 'Save for offline' }).click();
  await expect(card.getByText('8 questions, 4 profiles and 2 pictures')).toBeVisible();
  await expect(card.getByText(/could not be fetched/)).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  expect(await pictureLoads(page, OPAQUE_PICTURE)).toBe(true);
  expect(await pictureLoads(page, VARY_PICTURE)).toBe(true);
  await context.setOffline(false);
});

test('a profile picture seen online is answered from the device once the network is off', async ({ page, context, server }) => {
  await servePictures(context);
  await page.goto(`${server.url}/events`);
  await waitForOfflineReady(page);
  // Once the service worker controls the page, its picture route sees the <img> request.
  await page.reload();
  await waitForOfflineReady(page);
  expect(await pictureLoads(page, OPAQUE_PICTURE)).toBe(true);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  expect(await pictureLoads(page, OPAQUE_PICTURE)).toBe(true);
  // One never seen stays missing: nothing else answers for the network.
  expect(await pictureLoads(page, 'https://avatars.example/never-seen.png')).toBe(false);
  await context.setOffline(false);
});
