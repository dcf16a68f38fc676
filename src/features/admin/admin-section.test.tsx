// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import { render } from '../../test-utils/render';
import { sentence } from '../../test-utils/sentence';

const calls: { method: string; path: string; options?: { body?: unknown; query?: Record<string, unknown> } }[] = [];
let answer: (method: string, path: string, options?: { query?: Record<string, unknown> }) => unknown;

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(async (method: string, path: string, options?: { body?: unknown; query?: Record<string, unknown> }) => {
    calls.push({ method, path, options });
    return answer(method, path, options);
  }),
}));

const { AdminSection } = await import('./admin-section');
const { roleChangeError } = await import('./admin-api');

const suggestion = (n: number) => ({ id: `s${n}`, user_id: 'u1', title: `Idea ${n}`, details: '', created_at: '2026-11-24T10:00:00.000Z', author_name: 'Grace Hopper' });

const holders = [
  { id: 'u1', full_name: 'The Boss', email: 'boss@example.com', role: 'admin', fixed: true },
  { id: 'u2', full_name: 'Grace Hopper', email: 'grace@example.com', role: 'champion', fixed: false },
];

beforeEach(() => {
  calls.length = 0;
  answer = (_method, path, options) => {
    if (path === '/feature-suggestions') {
      const page = Number(options?.query?.page ?? 1);
      return { data: page === 1 ? Array.from({ length: 20 }, (_, n) => suggestion(n)) : [suggestion(20)], total: 21 };
    }
    if (path === '/admin/roles') return { data: holders };
    return { data: { id: 'u2', full_name: 'Grace Hopper', role: path.endsWith('champion-by-email') ? 'champion' : path.endsWith('demote-by-email') ? 'member' : 'admin' } };
  };
});

describe('the admin section', () => {
  it('says what a champion is', () => {
    render(<AdminSection />);
    expect(screen.getByText(/A champion is a member people can turn to for help/)).toBeTruthy();
  });

  it('asks first, then makes a member a champion by email and says so by name', async () => {
    render(<AdminSection />);
    const form = screen.getByRole('form', { name: 'Make a member a champion' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Make a member a champion' }), ' grace@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Make champion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make grace@example.com a champion?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make champion' }));
    expect(await screen.findByText('Grace Hopper is now a champion')).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin/make-champion-by-email')?.options?.body).toEqual({ email: 'grace@example.com' });
    expect(form).toBeTruthy();
  });

  it('says beside the field when what was typed is not an email, and sends nothing', async () => {
    render(<AdminSection />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promote a member to admin' }), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Enter an email address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("tells the admin when no member has that email", async () => {
    answer = (_method, path) => {
      if (path === '/feature-suggestions') return { data: [], total: 0 };
      if (path === '/admin/roles') return { data: [] };
      throw new ApiError(404, 'No member with that email');
    };
    render(<AdminSection />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promote a member to admin' }), 'ghost@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make ghost@example.com an admin?' })).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('No member with that email')).toBeTruthy();
    expect(await screen.findByText(/No suggestions yet/)).toBeTruthy();
  });

  it('promotes nobody when the admin cancels the question', async () => {
    render(<AdminSection />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promote a member to admin' }), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make grace@example.com an admin?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/admin/promote-by-email')).toBe(false);
  });

  it('lists admins and champions, and makes a champion a member again after asking', async () => {
    render(<AdminSection />);
    await waitFor(() => expect(screen.getAllByTestId('role-holder')).toHaveLength(2));
    expect(screen.getByText(/set by the server \(ADMIN_EMAILS\)/)).toBeTruthy();
    // The admin the configuration names cannot be undone here.
    expect(screen.queryByRole('button', { name: 'Make The Boss a member' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make Grace Hopper a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Grace Hopper a member again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make member' }));
    expect(await screen.findByText(sentence('Grace Hopper is a member again'))).toBeTruthy();
    expect(calls.find((call) => call.path === '/admin/demote-by-email')?.options?.body).toEqual({ email: 'grace@example.com' });
    // The list is read again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/admin/roles')).toHaveLength(2));
  });

  it('lists members’ suggestions 20 at a time with Show more', async () => {
    render(<AdminSection />);
    await waitFor(() => expect(screen.getAllByTestId('member-suggestion')).toHaveLength(20));
    expect(screen.getByText('Suggestions from members (21)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('member-suggestion')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('a role change that fails', () => {
  it.each([
    [new ApiError(404, 'x'), 'No member with that email'],
    [new ApiError(403, 'x'), 'Only an admin may change roles'],
    [new ApiError(400, 'x'), 'Enter an email address'],
    [new ApiError(0, 'x', true), 'Connect to the internet to change roles'],
    [new ApiError(500, 'x'), 'The role could not be changed. Try again.'],
    [new ApiError(409, 'The last admin cannot be made a member: promote another admin first'), 'The last admin cannot be made a member: promote another admin first'],
  ])('%o reads %j', (error, message) => {
    expect(roleChangeError(error)).toBe(message);
  });
});
