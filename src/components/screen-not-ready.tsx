import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Screen } from './screen';

/** A declared route whose screen has not shipped yet: says so plainly instead of pretending. */
export function ScreenNotReady({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <Text>This part of {__PRODUCT_NAME__} is not available yet.</Text>
      <Anchor component={Link} to="/events">
        Browse events
      </Anchor>
    </Screen>
  );
}
