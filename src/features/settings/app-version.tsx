import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

type Check = 'idle' | 'checking' | 'latest' | 'ready' | 'offline' | 'unavailable' | 'failed';

const MESSAGES: Record<Exclude<Check, 'idle' | 'checking'>, string> = {
  latest: 'You have the latest version.',
  ready: 'A new version is ready: choose Refresh now on the message that appeared. Nothing you wrote is lost.',
  offline: 'Checking for updates needs a connection.',
  unavailable: 'This browser does not keep the app for offline use, so it is always the newest when loaded.',
  failed: 'The check did not get through. Try again in a moment.',
};

/** Waits until a worker being installed is installed (or given up). */
function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.state !== 'installing') return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installing') resolve();
    });
  });
}

/**
 * The app's version and 'Check for updates', which asks the browser for a new version now; a new one
 * found brings the update prompt ('Refresh now' or 'Later'), whose refresh keeps every queued write.
 */
export function AppVersion() {
  const [check, setCheck] = useState<Check>('idle');
  const run = async () => {
    if (!navigator.onLine) return setCheck('offline');
    setCheck('checking');
    try {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return setCheck('unavailable');
      await registration.update();
      if (registration.installing) await installed(registration.installing);
      setCheck(registration.waiting ? 'ready' : 'latest');
    } catch {
      setCheck('failed');
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label="App version">
      <Title order={2} size="h4">
        About {__PRODUCT_NAME__}
      </Title>
      <Text size="sm">
        Version <span data-testid="app-version">{__APP_VERSION__}</span>
      </Text>
      <Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void run()} loading={check === 'checking'}>
          Check for updates
        </Button>
      </Group>
      {check !== 'idle' && check !== 'checking' && (
        <Text size="sm" c={check === 'failed' || check === 'offline' ? 'red' : 'dimmed'} role="status">
          {MESSAGES[check]}
        </Text>
      )}
    </Stack>
  );
}
