// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../local-store/open-database';
import { setCurrentUser, type CurrentUser } from '../../member/member-store';
import { renderWithRouter } from '../../test-utils/render-with-router';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import type * as MemberCodes from '../../../schemas/member-code';

const local = vi.hoisted(() => ({
  db: undefined as Promise<AppDatabase> | undefined,
  scanners: [] as { onDecode: (result: { data: string }) => void; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[],
  start: async () => {},
}));
vi.mock('../../db/database', () => ({ getDatabase: () => local.db }));
vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
// Two members sharing a code is rare (40 bits); here Tim and Tom share one.
vi.mock('../../../schemas/member-code', async (original) => {
  const real = await original<typeof MemberCodes>();
  return { ...real, memberCode: (id: string) => (id === 'tim-id' || id === 'tom-id' ? 'TTTTTTTT' : real.memberCode(id)) };
});
// The camera: a scanner whose start the test decides and whose reads the test makes.
vi.mock('qr-scanner', () => ({
  default: class {
    start = vi.fn(() => local.start());
    stop = vi.fn();
    destroy = vi.fn();
    constructor(_video: HTMLVideoElement, readonly onDecode: (result: { data: string }) => void) {
      local.scanners.push(this);
    }
  },
}));
const { track } = await import('../../lib/analytics');
const { formatMemberCode, memberCode } = await import('../../../schemas/member-code');
const { ConnectOverlay, isOwnQrView } = await import('./connect-overlay');

const ada = { id: 'ada-id', slug: 'ada-lovelace', full_name: 'Ada Lovelace', updatedAt: 1 } as CurrentUser;

beforeEach(async () => {
  local.db = openTestDatabase('overlay');
  local.scanners = [];
  local.start = async () => {};
  const db = await local.db;
  await db.users.bulkInsert([
    ada,
    { id: 'grace-id', slug: 'grace-hopper', full_name: 'Grace Hopper', updatedAt: 1 },
    { id: 'tim-id', full_name: 'Tim Berners-Lee', updatedAt: 1 },
    { id: 'tom-id', full_name: 'Tom Thumb', updatedAt: 1 },
  ]);
  setCurrentUser(ada);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
});
afterEach(async () => {
  cleanup();
  await closeTestDatabases();
  setCurrentUser(null);
  vi.mocked(track).mockClear();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderOverlay(path: string) {
  const record = vi.fn(async (otherId: string) => ({ stored: true as const, value: { id: `met-${otherId}`, isNew: true } }));
  const onRecorded = vi.fn();
  return renderWithRouter(<ConnectOverlay record={record} onRecorded={onRecorded} />, { path }).then((rendered) => ({ ...rendered, record, onRecorded }));
}

const typeCode = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Their code/ }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Find them' }));
};

describe('where the QR view shows', () => {
  it("is the member's own profile, at /profile or their slug or id, with show_qr", () => {
    expect(isOwnQrView('/profile', { show_qr: 1 }, ada)).toBe(true);
    expect(isOwnQrView('/profile/', { show_qr: '1' }, ada)).toBe(true);
    expect(isOwnQrView('/profile/ada-lovelace', { show_qr: 1 }, ada)).toBe(true);
    expect(isOwnQrView('/profile/ada-id', { show_qr: 1 }, ada)).toBe(true);
  });

  it("is not another member's profile, another screen, or a profile without the flag", () => {
    expect(isOwnQrView('/profile', {}, ada)).toBe(false);
    expect(isOwnQrView('/profile', { show_qr: 0 }, ada)).toBe(false);
    expect(isOwnQrView('/profile/grace-hopper', { show_qr: 1 }, ada)).toBe(false);
    expect(isOwnQrView('/profile/ada-lovelace/edit', { show_qr: 1 }, ada)).toBe(false);
    expect(isOwnQrView('/home', { show_qr: 1 }, ada)).toBe(false);
  });
});

describe('the QR view', () => {
  it("shows the member's profile link as a QR code, their name and their code, and counts it", async () => {
    await renderOverlay('/profile?show_qr=1');
    const dialog = await screen.findByRole('dialog', { name: 'Connect' });
    const qr = within(dialog).getByRole('img', { name: 'QR code of your profile, Ada Lovelace' });
    expect(qr.getAttribute('data-value')).toBe(`${location.origin}/profile/ada-lovelace`);
    expect(within(dialog).getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(dialog).getByTestId('own-member-code').textContent).toBe(formatMemberCode(memberCode('ada-id')));
    expect(track).toHaveBeenCalledWith('QR Shown');
  });

  it("stays closed on the member's profile without show_qr and on someone else's profile", async () => {
    await renderOverlay('/profile');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    await renderOverlay('/profile/grace-hopper?show_qr=1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('closes by taking show_qr off the address, keeping the rest', async () => {
    const { router } = await renderOverlay('/profile/ada-lovelace?show_qr=1&tab=about');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'about' }));
    expect(router.state.location.pathname).toBe('/profile/ada-lovelace');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('typing a code', () => {
  it("records the meeting with the member whose code it is, typed in any case without its hyphen, and opens their profile", async () => {
    const { router, record, onRecorded } = await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Type their code' }));
    typeCode(memberCode('grace-id').toLowerCase());
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith({ meetingId: 'met-grace-id', otherId: 'grace-id', isNew: true }));
    expect(record).toHaveBeenCalledWith('grace-id', 'code');
    expect(router.state.location.pathname).toBe('/profile/grace-hopper');
  });

  it('says it is their own code, and records nothing', async () => {
    const { record } = await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Type their code' }));
    typeCode(formatMemberCode(memberCode('ada-id')));
    expect(await screen.findByText('That is your own code')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();
  });

  it('says no member has it on this device, and offline that connecting may find them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Type their code' }));
    typeCode('ZZZZ-ZZZZ');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No member with that code on this device')).toBeTruthy();
    expect(alert.textContent).toMatch(/You are offline: once you connect, their profile may sync/);
  });

  it('refuses what cannot be a code before looking', async () => {
    const { record } = await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Type their code' }));
    typeCode('12345');
    expect(await screen.findByText('A code has eight letters and digits, like 7K2M-9QXD')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();
  });

  it('lets the member choose when two members share the code', async () => {
    const { record, onRecorded } = await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Type their code' }));
    typeCode('TTTT-TTTT');
    const choices = await screen.findByRole('group', { name: 'Members with this code' });
    expect(within(choices).getByText('2 members have this code: who did you meet?')).toBeTruthy();
    fireEvent.click(within(choices).getByRole('button', { name: /Tom Thumb/ }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith({ meetingId: 'met-tom-id', otherId: 'tom-id', isNew: true }));
    expect(record).toHaveBeenCalledWith('tom-id', 'code');
  });
});

describe('scanning', () => {
  it('refuses a QR code that is not a Meetverse profile, then records one that is, and stops the camera on leaving', async () => {
    const { router, record, onRecorded } = await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    await waitFor(() => expect(local.scanners).toHaveLength(1));
    const scanner = local.scanners[0]!;
    await waitFor(() => expect(screen.getByTestId('camera-preview').getAttribute('data-state')).toBe('scanning'));
    expect(screen.getByRole('button', { name: 'Type a code instead' })).toBeTruthy();

    act(() => scanner.onDecode({ data: 'https://elsewhere.example/profile/grace-hopper' }));
    expect(await screen.findByText('That QR code is not a Meetverse profile')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('QR Scanned', { ok: false });

    act(() => scanner.onDecode({ data: `${location.origin}/profile/grace-hopper` }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith({ meetingId: 'met-grace-id', otherId: 'grace-id', isNew: true }));
    expect(record).toHaveBeenCalledWith('grace-id', 'scan');
    expect(track).toHaveBeenCalledWith('QR Scanned', { ok: true });
    expect(router.state.location.pathname).toBe('/profile/grace-hopper');
    await waitFor(() => expect(scanner.stop).toHaveBeenCalled());
    expect(scanner.destroy).toHaveBeenCalled();
  });

  it('says plainly when the camera is refused, and offers the typed code', async () => {
    local.start = async () => {
      throw new Error('Camera not found.');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderOverlay('/profile?show_qr=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    expect(await screen.findByText('Camera not available: type their code instead')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Their code/ })).toBeTruthy();
    expect(screen.queryByTestId('camera-preview')).toBeNull();
  });
});
