import { Center, Loader } from '@mantine/core';

/** SPEC 2: the fallback while a lazy screen loads. */
export function PageSpinner() {
  return (
    <Center h="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
