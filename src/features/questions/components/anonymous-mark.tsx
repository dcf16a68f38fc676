import { Badge, VisuallyHidden } from '@mantine/core';
import { IconSpy } from '@tabler/icons-react';

/**
 * Beside the member's own anonymous question: they see their name, everyone else sees 'Anonymous',
 * and the mark says so.
 */
export function AnonymousMark() {
  return (
    <Badge
      size="sm"
      variant="light"
      color="gray"
      tt="none"
      px={6}
      leftSection={<IconSpy size={12} stroke={2} aria-hidden="true" />}
      title="Others see this question as anonymous"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="anonymous-mark"
    >
      Anonymous
      <VisuallyHidden>: others see this question without your name</VisuallyHidden>
    </Badge>
  );
}
