import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { SORTS, isSort, type Sort } from '../feed/filter-rules';

/**
 * The feed's order as a compact icon menu, which leaves the header's row to the space chips on a phone;
 * its name and title say the order chosen, and the menu marks it. The menu mounts only when opened:
 * a dropdown kept mounted is positioned (a forced style and layout, then a synchronous re-render)
 * while /home first renders, on the main thread, right after sign-in.
 */
export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const label = SORTS.find((sort) => sort.value === value)?.label ?? 'Latest';
  return (
    <Menu position="bottom-end" shadow="md" keepMounted={false} width={180}>
      <Menu.Target>
        <ActionIcon
          variant={value === 'latest' ? 'default' : 'light'}
          size={30}
          aria-label={`Sort questions: ${label}`}
          title={`Sorted by ${label.toLowerCase()}`}
          style={{ flexShrink: 0 }}
          data-testid="sort-questions"
        >
          <IconArrowsSort size={18} stroke={1.75} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sort questions</Menu.Label>
        <Menu.RadioGroup value={value} onChange={(next) => isSort(next) && onChange(next)}>
          {SORTS.map((sort) => (
            <Menu.RadioItem key={sort.value} value={sort.value} closeMenuOnClick checkIcon={<IconCheck size={14} aria-hidden="true" />}>
              {sort.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
