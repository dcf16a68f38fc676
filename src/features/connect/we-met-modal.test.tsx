// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../local-store/open-database';
import { render } from '../../test-utils/render';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../db/database', () => ({ getDatabase: () => local.db }));
vi.mock('../../components/toasts/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));
const { toast } = await import('../../components/toasts/toast');
const { WeMetModal } = await import('./we-met-modal');
type Props = Parameters<typeof WeMetModal>[0];

beforeEach(async () => {
  local.db = openTestDatabase('we-met');
  await (await local.db).users.insert({ id: 'grace-id', slug: 'grace-hopper', full_name: 'Grace Hopper', updatedAt: 1 });
});
afterEach(async () => {
  cleanup();
  await closeTestDatabases();
  vi.clearAllMocks();
});

function renderModal(props: Partial<Props> = {}) {
  const all: Props = {
    state: { meetingId: 'meeting-1', otherId: 'grace-id', isNew: true },
    meeting: { at: new Date().toISOString(), note: undefined },
    noteMax: 500,
    onUndo: vi.fn(async () => ({ stored: true })),
    onNote: vi.fn(async () => ({ stored: true })),
    onClose: vi.fn(),
    ...props,
  };
  render(<WeMetModal {...all} />);
  return all;
}

describe("the 'we met' modal", () => {
  it('names the member just met, with their avatar, a note field and Undo', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'You met Grace Hopper' });
    expect(within(dialog).getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Where did you meet\?/ }).getAttribute('maxlength')).toBe('500');
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('saves the note on Done, says so and closes', async () => {
    const props = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'You met Grace Hopper' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Where did you meet\?/ }), { target: { value: '  At the coffee stand ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.onNote).toHaveBeenCalledWith('meeting-1', 'At the coffee stand');
    expect(toast.success).toHaveBeenCalledWith('Note saved', { description: 'Where you met Grace Hopper.' });
  });

  it('closes on Done without writing when the note did not change', async () => {
    const props = renderModal();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.onNote).not.toHaveBeenCalled();
  });

  it('stays open with the note when it could not be saved (the write already told the member)', async () => {
    const props = renderModal({ onNote: vi.fn(async () => ({ stored: false })) });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Where did you meet\?/ }), { target: { value: 'Hall B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(props.onNote).toHaveBeenCalled());
    expect(props.onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('textbox', { name: /Where did you meet\?/ }) as HTMLTextAreaElement).value).toBe('Hall B');
  });

  it('takes a new meeting back on Undo, says so and closes', async () => {
    const props = renderModal();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'You met Grace Hopper' })).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.onUndo).toHaveBeenCalledWith('meeting-1');
    expect(toast.info).toHaveBeenCalledWith('Meeting with Grace Hopper taken back', { description: 'It is no longer among your meetings.' });
  });

  it('says when the two met already, shows the note kept then, and has no Undo', async () => {
    renderModal({ state: { meetingId: 'meeting-1', otherId: 'grace-id', isNew: false }, meeting: { at: '2026-03-14T10:00:00.000Z', note: 'Keynote queue' } });
    const dialog = await screen.findByRole('dialog', { name: 'You already met Grace Hopper' });
    expect(within(dialog).getByTestId('met-when').textContent).toBe('You met on 03/14/2026: it is among your meetings already.');
    expect((within(dialog).getByRole('textbox', { name: /Where did you meet\?/ }) as HTMLTextAreaElement).value).toBe('Keynote queue');
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('is closed when there is no meeting to show', () => {
    renderModal({ state: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
