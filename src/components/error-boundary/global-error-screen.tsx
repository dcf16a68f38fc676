import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  title: { id: 'components.errorScreen.title', defaultMessage: 'Something went wrong' },
  text: { id: 'components.errorScreen.text', defaultMessage: 'Please refresh the page. If the problem continues, contact support and share any details shown below.' },
  reload: { id: 'components.errorScreen.reload', defaultMessage: 'Reload' },
});

export type GlobalErrorScreenProps = {
  onReload?: () => void;
};

const reloadPage = () => window.location.reload();

/** The global fallback: 'Something went wrong' and a reload button. No details panel; details go to the console only. */
export function GlobalErrorScreen({ onReload = reloadPage }: GlobalErrorScreenProps) {
  const intl = useIntl();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <Title order={1} size="h3">
          {intl.formatMessage(messages.title)}
        </Title>
        <Text>{intl.formatMessage(messages.text)}</Text>
        <Button onClick={onReload}>{intl.formatMessage(messages.reload)}</Button>
      </Stack>
    </Center>
  );
}
