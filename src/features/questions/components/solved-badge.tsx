import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** A question whose asker accepted an answer. */
export function SolvedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge color="green" variant="light" size={size} leftSection={<IconCircleCheck size={size === 'xs' ? 12 : 14} aria-hidden="true" />} style={{ flexShrink: 0 }} data-testid="solved">
      Solved
    </Badge>
  );
}
