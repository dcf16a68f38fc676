import { Badge, Tooltip } from '@mantine/core';

/** A write's state on this device: nothing once the server has it. */
export function SyncBadge({ state, error }: { state: string | undefined; error?: string | undefined }) {
  if (state === 'pending') return <Badge color="yellow" variant="light" size="sm">Waiting to sync</Badge>;
  if (state === 'failed') {
    return (
      <Tooltip label={error ?? 'The server refused this change'}>
        <Badge color="red" variant="light" size="sm">Not saved</Badge>
      </Tooltip>
    );
  }
  return null;
}
