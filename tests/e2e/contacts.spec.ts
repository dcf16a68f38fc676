import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test, waitForSync, type AppServer } from './fixtures';
import { shoot } from './page-support';
import { issuerSubOf } from './sync-support';

/** Saves one of the contacts' exports from the menu `open` opens, and reads the file the browser was handed. */
async function exported(page: Page, open: () => Promise<void>, item: string): Promise<{ name: string; text: string }> {
  await open();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

/**
 * Reads a CSV file as RFC 4180 writes it: fields split on commas outside quotes, "" inside quotes is
 * one quote, and a line break inside quotes is part of the field.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The cards of a vCard file as ical.js reads them (one card comes back on its own, several as a list). */
function readCards(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text) as unknown[];
  const list = typeof parsed[0] === 'string' ? [parsed] : parsed;
  return list.map((raw) => new ICAL.Component(raw as never));
}

async function userId(server: AppServer, email: string): Promise<string> {
  const { body } = await server.api<{ data: { id: string } }>('GET', '/users/me', { token: await server.token(issuerSubOf(server, email)) });
  return body.data.id;
}

async function recordFromProfile(page: Page, server: AppServer, slug: string, name: string, note?: string) {
  await page.goto(`${server.url}/profile/${slug}`);
  await page.getByRole('button', { name: 'We met' }).click();
  const modal = page.getByRole('dialog', { name: `You met ${name}` });
  await expect(modal).toBeVisible();
  if (note) await modal.getByRole('textbox', { name: /Where did you meet\?/ }).fill(note);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
}

test("a member's contacts: a meeting waits for the other member's Confirm in their notification; private note and tags; search; export as vCard and CSV read back by parsers", async ({ demoMember, server }) => {
  test.setTimeout(240_000);
  const katherine = await demoMember('katherine@example.com');
  const timPage = await demoMember('tim@example.com');
  const [timId, katherineId] = [await userId(server, 'tim@example.com'), await userId(server, 'katherine@example.com')];
  const timToken = await server.token(issuerSubOf(server, 'tim@example.com'));
  expect((await server.api('PUT', `/users/${timId}`, { token: timToken, body: { linkedin_url: 'https://www.linkedin.com/in/timbl' } })).status).toBe(200);
  await katherine.goto(`${server.url}/contacts`);
  await expect(katherine.getByTestId('contacts-empty')).toContainText('You have not recorded meeting anyone yet');
  // Nothing to search or export yet.
  await expect(katherine.getByRole('button', { name: 'Export' })).toHaveCount(0);
  if (process.env.SCREENSHOTS) await shoot(katherine, 'contacts-empty', () => expect(katherine.getByTestId('contacts-empty')).toBeVisible());

  // Katherine records meeting Tim (at the Summit, which is on and which she joined), with a note.
  await recordFromProfile(katherine, server, 'tim-berners-lee', 'Tim Berners-Lee', 'Talked about the next web');
  await expect(katherine.getByTestId('met-waiting')).toHaveText('Waiting for Tim to confirm');
  await katherine.goto(`${server.url}/contacts`);
  const tim = katherine.getByTestId('contact').filter({ hasText: 'Tim Berners-Lee' });
  await expect(tim.getByTestId('waiting')).toHaveText('Waiting for Tim');
  await expect(tim).toContainText(/Met at Offline-First Summit on/);
  await expect(tim.getByTestId('contact-note')).toHaveText('Talked about the next web');
  await waitForSync(katherine);
  if (process.env.SCREENSHOTS) await shoot(katherine, 'contacts-waiting', () => expect(tim.getByTestId('waiting')).toBeVisible());

  // Tim is asked, and confirms right on the notification.
  await timPage.goto(`${server.url}/notifications`);
  const asked = timPage.getByTestId('notification').filter({ hasText: 'Katherine Johnson says you met' });
  await expect(asked).toBeVisible({ timeout: 30_000 });
  if (process.env.SCREENSHOTS) await shoot(timPage, 'notification-confirm-meeting', () => expect(asked.getByRole('button', { name: 'Confirm' })).toBeVisible());
  await asked.getByRole('button', { name: 'Confirm' }).click();
  await expect(timPage.getByText('Meeting confirmed')).toBeVisible();
  await expect(asked.getByTestId('meeting-confirmed')).toBeVisible();
  await waitForSync(timPage);
  // Then both see it: the wait ends on Katherine's device, and Tim has her among his contacts, without her note.
  await expect(tim.getByTestId('waiting')).toHaveCount(0, { timeout: 30_000 });
  await timPage.goto(`${server.url}/contacts`);
  const katherineForTim = timPage.getByTestId('contact').filter({ hasText: 'Katherine Johnson' });
  await expect(katherineForTim).toBeVisible();
  await expect(katherineForTim.getByTestId('contact-note')).toHaveCount(0);

  // Her tags: added with Enter, the second contact offered the tags already used.
  await recordFromProfile(katherine, server, 'ada-lovelace', 'Ada Lovelace');
  await katherine.goto(`${server.url}/contacts`);
  const editTags = async (name: string, tags: string[]) => {
    await katherine.getByRole('button', { name: `More for ${name}` }).click();
    await katherine.getByRole('menuitem', { name: 'Note and tags' }).click();
    const dialog = katherine.getByRole('dialog', { name });
    const field = dialog.getByRole('combobox', { name: 'Tags' });
    for (const tag of tags) {
      await field.fill(tag);
      await field.press('Enter');
    }
    return dialog;
  };
  const timDialog = await editTags('Tim Berners-Lee', ['Hiring', 'follow up']);
  await timDialog.getByRole('textbox', { name: 'Your note' }).click();
  await timDialog.getByRole('button', { name: 'Save' }).click();
  await expect(katherine.getByText('Contact saved')).toBeVisible();
  await expect(tim.getByTestId('contact-tags')).toHaveText(/hiring\s*follow up/);
  const adaDialog = await editTags('Ada Lovelace', []);
  await adaDialog.getByRole('combobox', { name: 'Tags' }).fill('fol');
  await katherine.getByRole('option', { name: 'follow up' }).click();
  // The list of tags closes as the field is left.
  await adaDialog.getByRole('textbox', { name: 'Your note' }).click();
  await adaDialog.getByRole('button', { name: 'Save' }).click();
  const ada = katherine.getByTestId('contact').filter({ hasText: 'Ada Lovelace' });
  await expect(ada.getByTestId('contact-tags')).toHaveText('follow up');
  if (process.env.SCREENSHOTS) {
    await expect(katherine.getByText('Contact saved')).toHaveCount(0, { timeout: 20_000 });
    await shoot(katherine, 'contacts', () => expect(katherine.getByTestId('contact')).toHaveCount(2));
  }

  // Search: by tag, note, name and event.
  const search = katherine.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('hiring');
  await expect(katherine.getByTestId('contact')).toHaveText([/Tim Berners-Lee/]);
  await search.fill('next web');
  await expect(katherine.getByTestId('contact')).toHaveText([/Tim Berners-Lee/]);
  await search.fill('follow');
  await expect(katherine.getByTestId('contact')).toHaveCount(2);
  await search.fill('lovelace offline-first');
  await expect(katherine.getByTestId('contact')).toHaveText([/Ada Lovelace/]);
  await search.fill('nobody here');
  await expect(katherine.getByText('No contact matches ‘nobody here’.')).toBeVisible();
  await search.fill('');
  await waitForSync(katherine);

  // Her note and tags stay hers: Tim's server answers hold none of them.
  const timReads = async () => JSON.stringify((await server.api('GET', '/replication/interactions/pull?limit=1000', { token: timToken })).body);
  expect(await timReads()).not.toContain('next web');
  expect(await timReads()).not.toContain('hiring');
  const katherineToken = await server.token(issuerSubOf(server, 'katherine@example.com'));
  const cards = await server.api<{ data: { target_id: string; tags?: string[]; note?: string }[] }>('GET', `/interactions?user_id=${katherineId}&kind=contact`, { token: katherineToken });
  expect(cards.body.data.find((card) => card.target_id === timId)).toMatchObject({ note: 'Talked about the next web', tags: ['hiring', 'follow up'] });

  // Export: the menu, then every contact as vCard and CSV, and one as vCard.
  const openExport = () => katherine.getByRole('button', { name: 'Export' }).click();
  await openExport();
  await expect(katherine.getByRole('menuitem', { name: 'Contact cards (vCard)' })).toBeVisible();
  if (process.env.SCREENSHOTS) await shoot(katherine, 'contacts-export', () => expect(katherine.getByRole('menuitem', { name: 'Spreadsheet (CSV)' })).toBeVisible());
  await katherine.keyboard.press('Escape');

  const vcf = await exported(katherine, openExport, 'Contact cards (vCard)');
  expect(vcf.name).toMatch(/^meetverse-contacts-\d{4}-\d\d-\d\d\.vcf$/);
  const cardsRead = readCards(vcf.text);
  const timCard = cardsRead.find((card) => card.getFirstPropertyValue('fn') === 'Tim Berners-Lee');
  expect(cardsRead.map((card) => card.getFirstPropertyValue('version'))).toEqual(['4.0', '4.0']);
  expect(timCard?.getAllProperties('url').map((url) => url.getFirstValue())).toEqual(['https://www.linkedin.com/in/timbl', `${server.url}/profile/tim-berners-lee`]);
  expect(timCard?.getFirstPropertyValue('note')).toMatch(/^Talked about the next web\n\nMet at Offline-First Summit on \d{4}-\d\d-\d\d$/);
  expect(timCard?.getFirstProperty('categories')?.getValues()).toEqual(['hiring', 'follow up']);
  expect(timCard?.getFirstPropertyValue('x-meetverse-event')).toBe('Offline-First Summit');

  const csv = await exported(katherine, openExport, 'Spreadsheet (CSV)');
  expect(csv.name).toMatch(/^meetverse-contacts-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...rows] = parseCsv(csv.text);
  expect(header).toEqual(['Name', 'First name', 'Last name', 'LinkedIn', 'Profile', 'Event', 'Met on', 'Tags', 'Note', 'Confirmed']);
  const timRow = rows.find((row) => row[0] === 'Tim Berners-Lee');
  expect(timRow).toEqual(['Tim Berners-Lee', 'Tim', 'Berners-Lee', 'https://www.linkedin.com/in/timbl', `${server.url}/profile/tim-berners-lee`, 'Offline-First Summit', expect.stringMatching(/^\d{4}-\d\d-\d\d$/), 'hiring; follow up', 'Talked about the next web', 'yes']);
  expect(rows.find((row) => row[0] === 'Ada Lovelace')?.slice(7)).toEqual(['follow up', '', 'no']);

  const one = await exported(katherine, () => katherine.getByRole('button', { name: 'More for Ada Lovelace' }).click(), 'Save contact card (vCard)');
  expect(one.name).toBe('ada-lovelace.vcf');
  expect(readCards(one.text).map((card) => card.getFirstPropertyValue('fn'))).toEqual(['Ada Lovelace']);
});
