// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { PROFILE_LIMITS, profileInput, type ProfileInput } from '../profile-fields';
import { ProfileEditForm } from './profile-edit-form';

afterEach(cleanup);

const initial = profileInput({ full_name: 'Grace Hopper', bio: 'Rear admiral', interests: ['Navy'] });

async function form(onSave = vi.fn(async (_input: ProfileInput) => true)) {
  await renderWithRouter(<ProfileEditForm initial={initial} onSave={onSave} cancel={null} />);
  return onSave;
}
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the profile form', () => {
  it('starts from the profile and saves every field as typed', async () => {
    const onSave = await form();
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Grace Hopper');
    type(/Full name/, 'Grace Brewster Hopper');
    type('Can help with', 'Debugging anything');
    type('LinkedIn URL', 'https://www.linkedin.com/in/grace');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ full_name: 'Grace Brewster Hopper', bio: 'Rear admiral', can_help_with: 'Debugging anything', interests: ['Navy'] });
  });

  it('says beside the field, at once, when a text is over its limit, and does not save', async () => {
    const onSave = await form();
    type('Bio', 'x'.repeat(PROFILE_LIMITS.bio + 1));
    expect(screen.getByText(`1 character too long: at most ${PROFILE_LIMITS.bio}`)).toBeTruthy();
    expect(screen.getByText(`${PROFILE_LIMITS.bio + 1} / ${PROFILE_LIMITS.bio}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Fix the fields marked above to save.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says an address is not a LinkedIn one once the field is left, not while typing', async () => {
    await form();
    type('LinkedIn URL', 'http://linkedin.com/in/grace');
    expect(screen.queryByText(/Enter a LinkedIn profile address/)).toBeNull();
    fireEvent.blur(screen.getByLabelText('LinkedIn URL'));
    expect(await screen.findByText('Enter a LinkedIn profile address, like https://www.linkedin.com/in/your-name')).toBeTruthy();
  });

  it('asks for a name before saving', async () => {
    const onSave = await form();
    type(/Full name/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your full name')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, and keeps them on Keep editing', async () => {
    const { router } = await renderWithRouter(<ProfileEditForm initial={initial} onSave={vi.fn(async () => true)} cancel={null} />, { path: '/profile/grace-hopper/edit' });
    type('Bio', 'Something new');
    void router.navigate({ to: '/home' } as never);
    expect(await screen.findByText('Discard your changes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/grace-hopper/edit');
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Something new');
  });
});

describe('a refused save', () => {
  it('moves the focus to the first field that needs a change', async () => {
    await form();
    type('LinkedIn URL', 'https://example.com/grace');
    type(/Full name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Full name/)));
  });
});
