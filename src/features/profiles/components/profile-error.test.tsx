// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { languageOf } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { profileErrorMessage } from '../../../lib/api-errors';
import { ProfileError } from './profile-error';

/** A profile's fetch failed with `status`: the message as the profile screens word it, in the language on screen. */
function Failed({ status }: { status: number }) {
  useIntl();
  return <ProfileError message={profileErrorMessage(new ApiError(status, 'from the server'))} retry={() => undefined} />;
}

async function inGerman(status: number) {
  const root = createRootRoute({ component: () => <Failed status={status} />, notFoundComponent: () => null });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/profile/nobody'] }) });
  render(
    <I18nProvider language={languageOf('de')}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  await act(() => router.load());
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('a profile that cannot be shown, in the member’s language', () => {
  it('tells a German member in German that the profile is not there and to check the link, and offers no retry', async () => {
    await inGerman(404);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Benutzerprofil nicht gefunden'));
    expect(screen.getByRole('alert').textContent).toContain('Prüf den Link');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zum Start' })).toBeTruthy();
  });

  it('tells a German member to sign in again when the server asks for a sign-in, with a retry', async () => {
    await inGerman(401);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Anmeldung erforderlich'));
    expect(screen.getByRole('alert').textContent).toContain('Melde dich erneut an');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
