import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/hi')({ component: Landing });

function Landing() {
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" ta="center">
        <img src="/logo.svg" alt={__PRODUCT_NAME__} width={96} height={96} />
        <Title order={1}>{__PRODUCT_NAME__}</Title>
        <Text c="dimmed">Ask the crowd, meet people, keep going when the wifi dies.</Text>
        <Anchor component={Link} to="/events">
          Browse events
        </Anchor>
      </Stack>
    </Center>
  );
}
