import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CALL_TO_ACTION, FIRST_ROTATION_MS, ROTATION_MS, messageAt } from './loading-messages';
import type { LoadingContext } from './loading-messages';

export type LoadingScreenProps = {
  context?: LoadingContext;
  /** The open-startup invitation (reply to the founder's post to help) instead of rotating messages. */
  callToAction?: boolean;
  founderPostUrl?: string;
  fullScreen?: boolean;
};

function useElapsedSteps(active: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      setElapsed(FIRST_ROTATION_MS);
      interval = setInterval(() => setElapsed((ms) => ms + ROTATION_MS), ROTATION_MS);
    }, FIRST_ROTATION_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [active]);
  return elapsed;
}

export function LoadingScreen({
  context = 'general',
  callToAction = false,
  founderPostUrl,
  fullScreen = false,
}: LoadingScreenProps) {
  const intl = useIntl();
  const elapsed = useElapsedSteps(!callToAction);
  const product = { product: __PRODUCT_NAME__ };
  return (
    <Center mih={fullScreen ? '100dvh' : '60vh'} p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        {callToAction ? (
          <>
            <Title order={2} size="h4">
              {intl.formatMessage(CALL_TO_ACTION.title, product)}
            </Title>
            <Text>{intl.formatMessage(CALL_TO_ACTION.text, product)}</Text>
            {founderPostUrl && (
              <Anchor href={founderPostUrl} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(CALL_TO_ACTION.link)}
              </Anchor>
            )}
          </>
        ) : (
          <Text>{intl.formatMessage(messageAt(context, elapsed))}</Text>
        )}
      </Stack>
    </Center>
  );
}
