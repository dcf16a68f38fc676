import { Center, Loader } from '@mantine/core';

/** The fallback while a lazy screen loads. */
export function PageSpinner() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
