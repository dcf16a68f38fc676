import { Chip, Group, ScrollArea, Text } from '@mantine/core';
import type { EventDoc } from '../../../../schemas/event.schema';
import { MEETVERSE, chipLabel } from '../feed/filter-rules';

export type FilterBarProps = {
  meetverseName: string;
  current: EventDoc[];
  past: EventDoc[];
  active: string[];
  onSelect: (chip: string) => void;
};

// The row scrolls sideways; its right edge fades so a cut chip reads as 'more this way'.
const FADE = 'linear-gradient(to right, #000 calc(100% - 20px), transparent)';

/** The home filter chips: the meetverse chip, then current events, then 'past:' and ended events. */
export function FilterBar({ meetverseName, current, past, active, onSelect }: FilterBarProps) {
  const chip = (value: string, name: string) => (
    <Chip key={value} size="sm" checked={active.includes(value)} onChange={() => onSelect(value)} title={name} data-testid="filter-chip">
      {chipLabel(name)}
    </Chip>
  );
  return (
    <ScrollArea
      type="hover"
      scrollbars="x"
      scrollbarSize={4}
      aria-label="Spaces"
      style={{ flex: 1, minWidth: 0, maskImage: FADE, WebkitMaskImage: FADE }}
    >
      <Group gap={6} wrap="nowrap" py={4} pe={20}>
        {chip(MEETVERSE, meetverseName)}
        {current.map((event) => chip(event.id, event.name))}
        {past.length > 0 && <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>past:</Text>}
        {past.map((event) => chip(event.id, event.name))}
      </Group>
    </ScrollArea>
  );
}
