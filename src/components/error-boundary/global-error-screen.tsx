import { Button, Center, Stack, Text, Title } from '@mantine/core';

export type GlobalErrorScreenProps = {
  onReload?: () => void;
};

const reloadPage = () => window.location.reload();

/** The global fallback: 'Something went wrong' and a reload button. No details panel; details go to the console only. */
export function GlobalErrorScreen({ onReload = reloadPage }: GlobalErrorScreenProps) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text>Please refresh the page. If the problem continues, contact support and share any details shown below.</Text>
        <Button onClick={onReload}>Reload</Button>
      </Stack>
    </Center>
  );
}
