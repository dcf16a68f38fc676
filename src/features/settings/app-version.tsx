import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

type Check = 'idle' | 'checking' | 'latest' | 'ready' | 'offline' | 'unavailable' | 'failed' | 'install-failed';

const messages = defineMessages({
  section: { id: 'settings.appVersion.section', defaultMessage: 'App version' },
  heading: { id: 'settings.appVersion.heading', defaultMessage: 'About {product}' },
  version: { id: 'settings.appVersion.version', defaultMessage: 'Version {version}' },
  check: { id: 'settings.appVersion.check', defaultMessage: 'Check for updates' },
});

const MESSAGES = defineMessages({
  latest: { id: 'settings.appVersion.latest', defaultMessage: 'You have the latest version.' },
  ready: {
    id: 'settings.appVersion.ready',
    defaultMessage: 'A new version is ready: choose Refresh now on the message that appeared. Nothing you wrote is lost.',
  },
  offline: { id: 'settings.appVersion.offline', defaultMessage: 'Checking for updates needs a connection.' },
  unavailable: {
    id: 'settings.appVersion.unavailable',
    defaultMessage: 'This browser does not keep the app for offline use, so it is always the newest when loaded.',
  },
  failed: { id: 'settings.appVersion.failed', defaultMessage: 'The check did not get through. Try again in a moment.' },
  'install-failed': {
    id: 'settings.appVersion.installFailed',
    defaultMessage: 'A new version was found but could not be downloaded completely. Try again in a moment.',
  },
}) satisfies Record<Exclude<Check, 'idle' | 'checking'>, unknown>;

/** The state a worker being installed ends in: 'installed' (waiting or already active) or 'redundant'. */
export function installOutcome(worker: ServiceWorker): Promise<ServiceWorkerState> {
  return new Promise((resolve) => {
    if (worker.state !== 'installing') return resolve(worker.state);
    const settle = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve(worker.state);
    };
    worker.addEventListener('statechange', settle);
  });
}

/**
 * Asks the browser for the newest service worker and says what came of it. `update()` resolves once
 * the new script is fetched; a new one is then installing (or found by `updatefound` a moment later).
 */
export async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<'ready' | 'latest' | 'install-failed'> {
  let found: ServiceWorker | null = null;
  const onFound = () => (found = registration.installing);
  registration.addEventListener('updatefound', onFound);
  try {
    await registration.update();
    const candidate = registration.installing ?? found;
    if (candidate && (await installOutcome(candidate)) === 'redundant') return 'install-failed';
  } finally {
    registration.removeEventListener('updatefound', onFound);
  }
  return registration.waiting ? 'ready' : 'latest';
}

/**
 * The app's version and 'Check for updates', which asks the browser for a new version now; a new one
 * found brings the update prompt ('Refresh now' or 'Later'), whose refresh keeps every queued write.
 */
export function AppVersion() {
  const intl = useIntl();
  const [check, setCheck] = useState<Check>('idle');
  const run = async () => {
    if (!navigator.onLine) return setCheck('offline');
    setCheck('checking');
    try {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return setCheck('unavailable');
      setCheck(await checkForUpdate(registration));
    } catch {
      setCheck('failed');
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.section)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading, { product: __PRODUCT_NAME__ })}
      </Title>
      <Text size="sm">
        <FormattedMessage {...messages.version} values={{ version: <span data-testid="app-version">{__APP_VERSION__}</span> }} />
      </Text>
      <Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void run()} loading={check === 'checking'}>
          {intl.formatMessage(messages.check)}
        </Button>
      </Group>
      {check !== 'idle' && check !== 'checking' && (
        <Text size="sm" c={check === 'failed' || check === 'offline' || check === 'install-failed' ? 'red' : 'dimmed'} role="status">
          {intl.formatMessage(MESSAGES[check])}
        </Text>
      )}
    </Stack>
  );
}
