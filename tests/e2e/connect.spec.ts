import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';
import { qrClip } from './camera-support';
import { issuerSubOf } from './sync-support';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const browsers: Browser[] = [];
test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
});


/** Opens Connect from the bottom navigation: the member's own profile in its QR view. */
async function openConnect(page: Page) {
  // Profile pages have no navigation: Connect is reached from the others.
  if (!(await page.getByTestId('bottom-nav').isVisible())) await page.goto(new URL('/home', page.url()).href);
  await page.getByTestId('bottom-nav').getByRole('link', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect' });
  await expect(dialog.getByTestId('member-qr')).toBeVisible();
  return dialog;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Type their code' }).click();
  await page.getByRole('textbox', { name: /Their code/ }).fill(code);
  await page.getByRole('button', { name: 'Find them' }).click();
}

/**
 * Reads the QR code drawn on the page with the scanner library the app uses, run in the page: the
 * library's own files are evaluated there (the app's policy refuses a script tag), its decoder in a
 * worker made from a blob, as the app's own scanner does.
 */
async function decodeQr(page: Page): Promise<string> {
  const library = fs.readFileSync(path.join(ROOT, 'node_modules/qr-scanner/qr-scanner.umd.min.js'), 'utf8');
  const worker = fs.readFileSync(path.join(ROOT, 'node_modules/qr-scanner/qr-scanner-worker.min.js'), 'utf8');
  await page.evaluate(library);
  await page.evaluate(worker.replace('export const createWorker=', 'globalThis.createQrWorker='));
  return page.evaluate(async () => {
    const scope = globalThis as unknown as {
      QrScanner: { scanImage(image: HTMLCanvasElement, options: object): Promise<{ data: string }> };
      createQrWorker: () => Worker;
    };
    const svg = document.querySelector('[data-testid="member-qr"]')!.cloneNode(true) as SVGSVGElement;
    svg.setAttribute('width', '400');
    svg.setAttribute('height', '400');
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    canvas.getContext('2d')!.drawImage(image, 0, 0, 400, 400);
    const result = await scope.QrScanner.scanImage(canvas, { qrEngine: scope.createQrWorker(), returnDetailedScanResult: true });
    return result.data;
  });
}

type Meeting = { id: string; note?: string; user_id: string; target_id: string; confirmed?: boolean };
async function meetingsOnServer(server: AppServer, sub: string, otherId: string): Promise<Meeting[]> {
  const { body } = await server.api<{ data: Meeting[] }>('GET', `/interactions?kind=we_met&other_user_id=${otherId}`, { token: await server.token(sub) });
  return body.data;
}

async function userId(server: AppServer, sub: string): Promise<string> {
  const { status, body } = await server.api<{ data: { id: string } }>('GET', '/users/me', { token: await server.token(sub) });
  if (!body?.data) throw new Error(`GET /users/me answered ${status}: ${JSON.stringify(body)}`);
  return body.data.id;
}

test("a member shows their QR code; another types their code offline, adds where they met, and after reconnecting both have the one meeting and the first is told", async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  const [adaSub, graceSub] = [issuerSubOf(server, 'ada@example.com'), issuerSubOf(server, 'grace@example.com')];
  const [adaId, graceId] = [await userId(server, adaSub), await userId(server, graceSub)];

  // Ada's QR view: her profile link, drawn on the device, which a scanner reads back.
  const qrView = await openConnect(ada);
  await expect(ada).toHaveURL(`${server.url}/profile/ada-lovelace?show_qr=1`);
  await expect(qrView.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  const size = await qrView.getByTestId('member-qr').boundingBox();
  expect(size?.width).toBeGreaterThanOrEqual(280);
  expect(await decodeQr(ada)).toBe(`${server.url}/profile/ada-lovelace`);
  const adaCode = (await qrView.getByTestId('own-member-code').textContent()) ?? '';
  expect(adaCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // Grace, offline, types it in lower case without its hyphen.
  await waitForOfflineReady(grace);
  await grace.context().setOffline(true);
  await openConnect(grace);
  await typeCode(grace, adaCode.replace('-', '').toLowerCase());
  await expect(grace).toHaveURL(`${server.url}/profile/ada-lovelace`);
  const modal = grace.getByRole('dialog', { name: 'You met Ada Lovelace' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('on this device: it is sent when you are back online');
  await modal.getByRole('textbox', { name: /Where did you meet\?/ }).fill('At the coffee stand');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(grace.getByText('Note saved')).toBeVisible();
  await expect(modal).toBeHidden();
  expect(await meetingsOnServer(server, graceSub, adaId)).toEqual([]);

  await grace.context().setOffline(false);
  await expect.poll(async () => (await meetingsOnServer(server, graceSub, adaId)).length, { timeout: 45_000 }).toBe(1);
  expect(await meetingsOnServer(server, adaSub, graceId)).toMatchObject([{ confirmed: false }]);
  // Her note is on her own card, which Ada's answers never hold.
  const cardsOf = async (sub: string) =>
    (await server.api<{ data: Meeting[] }>('GET', `/interactions?kind=contact&user_id=${graceId}`, { token: await server.token(sub) })).body.data.map((card) => card.note);
  await expect.poll(() => cardsOf(graceSub), { timeout: 15_000 }).toEqual(['At the coffee stand']);
  expect(await cardsOf(adaSub)).toEqual([]);
  const notified = async () => {
    const { body } = await server.api<{ documents: { kind: string; title: string }[] }>('GET', '/replication/notifications/pull?limit=100', { token: await server.token(adaSub) });
    return body.documents.filter((doc) => doc.kind === 'we_met').map((doc) => doc.title);
  };
  await expect.poll(notified, { timeout: 15_000 }).toEqual(['Grace Hopper says you met']);
  // Until Ada confirms, Grace sees it waiting for her.
  await expect(grace.getByTestId('met-waiting')).toHaveText('Waiting for Ada to confirm');

  // Grace types the code again: they had met already, and there is nothing to take back.
  await openConnect(grace);
  await typeCode(grace, adaCode);
  const again = grace.getByRole('dialog', { name: 'You already met Ada Lovelace' });
  await expect(again).toBeVisible();
  await expect(again.getByTestId('met-when')).toHaveText('You met today: it is among your meetings already.');
  await expect(again.getByRole('textbox', { name: /Where did you meet\?/ })).toHaveValue('At the coffee stand');
  await expect(again.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Done' }).click();

  // Ada types Grace's code back, and her own code is refused.
  await typeCode(ada, adaCode);
  await expect(ada.getByRole('alert')).toContainText('That is your own code');
  await ada.getByRole('textbox', { name: /Their code/ }).fill(await graceCode(grace));
  await ada.getByRole('button', { name: 'Find them' }).click();
  await expect(ada).toHaveURL(`${server.url}/profile/grace-hopper`);
  await expect(ada.getByRole('dialog', { name: /^You (already )?met Grace Hopper$/ })).toBeVisible();
  await ada.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await waitForSync(ada);

  // Ada scanning back confirms it: still one meeting, which both see, and Grace is told.
  await expect.poll(async () => (await meetingsOnServer(server, adaSub, graceId)).map((m) => m.confirmed), { timeout: 15_000 }).toEqual([true]);
  expect(await meetingsOnServer(server, graceSub, adaId)).toHaveLength(1);
  expect(await notified()).toEqual(['Grace Hopper says you met']);
  await grace.goto(`${server.url}/profile/ada-lovelace`);
  await expect(grace.getByTestId('met-status')).toBeVisible();
  await expect(grace.getByTestId('met-waiting')).toHaveCount(0, { timeout: 30_000 });
  await grace.goto(`${server.url}/contacts`);
  await expect(grace.getByTestId('contact').filter({ hasText: 'Ada Lovelace' })).toContainText('At the coffee stand');
  await expect(grace.getByTestId('waiting')).toHaveCount(0);
});

/** The member's own code, read from their QR view (which is closed again). */
async function graceCode(page: Page): Promise<string> {
  const view = await openConnect(page);
  const code = (await view.getByTestId('own-member-code').textContent()) ?? '';
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/profile\/grace-hopper$/);
  return code;
}

test('the QR view closes with Close or the browser back, and a scan the camera refuses offers the typed code', async ({ demoMember, server }) => {
  const page = await demoMember('tim@example.com');
  await openConnect(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${server.url}/profile/tim-berners-lee`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`${server.url}/home`);
  await openConnect(page);
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/home`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // This browser has no camera.
  await openConnect(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('alert')).toContainText('Camera not available: type their code instead');
  await expect(page.getByRole('textbox', { name: /Their code/ })).toBeVisible();
});

test("a member scans another's QR code with the camera, and the meeting is recorded", async ({ demoMember, server }) => {
  const clip = qrClip(`${server.url}/profile/ada-lovelace`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
  browsers.push(browser);
  const page = await demoMember('katherine@example.com', { browser, permissions: ['camera'] });
  await openConnect(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Scan' }).click();
  await expect(page).toHaveURL(`${server.url}/profile/ada-lovelace`, { timeout: 20_000 });
  const modal = page.getByRole('dialog', { name: 'You met Ada Lovelace' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  const adaId = await userId(server, 'demo|ada@example.com');
  await expect.poll(async () => (await meetingsOnServer(server, issuerSubOf(server, 'katherine@example.com'), adaId)).length, { timeout: 30_000 }).toBe(1);
  fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});
