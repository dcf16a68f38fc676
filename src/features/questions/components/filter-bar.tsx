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

/** SPEC 2: the meetverse chip, then current events, then 'past:' and ended events. */
export function FilterBar({ meetverseName, current, past, active, onSelect }: FilterBarProps) {
  const chip = (value: string, name: string) => (
    <Chip key={value} size="sm" checked={active.includes(value)} onChange={() => onSelect(value)} title={name} data-testid="filter-chip">
      {chipLabel(name)}
    </Chip>
  );
  return (
    <ScrollArea type="never" aria-label="Spaces">
      <Group gap="xs" wrap="nowrap" py={4}>
        {chip(MEETVERSE, meetverseName)}
        {current.map((event) => chip(event.id, event.name))}
        {past.length > 0 && <Text size="xs" c="dimmed" aria-hidden="true">past:</Text>}
        {past.map((event) => chip(event.id, event.name))}
      </Group>
    </ScrollArea>
  );
}
