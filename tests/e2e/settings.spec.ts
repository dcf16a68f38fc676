import { expect, test, waitForOfflineReady } from './fixtures';

test('the region chosen in Settings changes how an event page writes its dates and times, and automatic brings the browser’s back', async ({ demoMember, server }) => {
  const katherine = await demoMember('katherine@example.com', { locale: 'en-US' });
  await katherine.goto(`${server.url}/events/local-first-meetup`);
  const when = katherine.getByTestId('event-when');
  await expect(when).toHaveText(/(AM|PM)/);

  await katherine.goto(`${server.url}/settings`);
  // The first sync's progress shows above the setting and goes when it ends, moving it: a member picks
  // a region once the screen has settled.
  await expect(katherine.getByTestId('last-synced')).toHaveText(/Last synced/, { timeout: 30_000 });
  await katherine.getByRole('combobox', { name: 'Region' }).click();
  await katherine.getByRole('combobox', { name: 'Region' }).fill('Germ');
  await katherine.getByRole('option', { name: 'Germany' }).click();
  await expect(katherine.getByTestId('region-sample')).toHaveText('Dates look like 24.12.2026, times like 18:30; weeks start on Monday.');

  await katherine.goto(`${server.url}/events/local-first-meetup`);
  await expect(when).toHaveText(/\d{2}\.\d{2}\.\d{4}|Today|Tomorrow/);
  await expect(when).not.toHaveText(/(AM|PM)/);
  await expect(when).toHaveText(/\b\d{2}:\d{2}\b/);

  await katherine.goto(`${server.url}/settings`);
  await expect(katherine.getByTestId('last-synced')).toHaveText(/Last synced/, { timeout: 30_000 });
  await katherine.getByRole('combobox', { name: 'Region' }).click();
  await katherine.getByRole('option', { name: /^Automatic/ }).click();
  await expect(katherine.getByTestId('region-sample')).toHaveText('Dates look like 12/24/2026, times like 6:30 PM; weeks start on Sunday.');
});

test('Clear data on this device with a write waiting asks twice, then leaves nothing of the member in storage', async ({ demoMember, server }) => {
  const katherine = await demoMember('katherine@example.com');
  await waitForOfflineReady(katherine);
  await katherine.context().setOffline(true);
  // Check-in is open at the live event (it opens an hour before the start).
  await katherine.goto(`${server.url}/events/offline-first-summit`);
  await katherine.getByRole('button', { name: 'Check in' }).click();
  await expect(katherine.getByText('You checked in to Offline-First Summit')).toBeVisible();

  await katherine.goto(`${server.url}/settings`);
  await katherine.getByRole('button', { name: 'Clear data on this device' }).click();
  const first = katherine.getByRole('dialog', { name: 'Some of your changes are not on the server' });
  await expect(first).toContainText('1 change waiting to be sent');
  // Keeping them closes it and changes nothing.
  await first.getByRole('button', { name: 'Keep them' }).click();
  await expect(first).toHaveCount(0);
  await katherine.getByRole('button', { name: 'Clear data on this device' }).click();
  await first.getByRole('button', { name: 'Clear anyway' }).click();
  const second = katherine.getByRole('dialog', { name: 'Delete your unsent changes?' });
  await expect(second).toContainText('1 change will never reach the server. This cannot be undone.');
  await second.getByRole('button', { name: 'Delete them and clear' }).click();

  // Signed out on this device, offline: nothing of Katherine is left in storage.
  await expect(katherine).toHaveURL(/\/hi$/, { timeout: 20_000 });
  await expect(katherine.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const left = await katherine.context().storageState();
  const keys = left.origins.flatMap((origin) => origin.localStorage.map((item) => item.name));
  expect(keys.filter((name) => name.startsWith('logto') || name === 'meetverse.member' || name.startsWith('meetverse.chatDraft'))).toEqual([]);
  // The app opens an empty database again for a guest: none of the member's documents is in it.
  const stored = await katherine.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => /--(interactions|questions|chat_messages|chat_rooms|users|notifications)$/.test(name));
    let documents = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        documents += await new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(0);
        });
      }
      db.close();
    }
    return documents;
  });
  expect(stored).toBe(0);
});
