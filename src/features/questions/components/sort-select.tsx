import { Select } from '@mantine/core';
import { SORTS, isSort, type Sort } from '../feed/filter-rules';

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  return (
    <Select
      aria-label="Sort questions"
      size="xs"
      w={170}
      data={SORTS.map(({ value: v, label }) => ({ value: v, label }))}
      value={value}
      allowDeselect={false}
      // Mounted only when opened: a dropdown kept mounted is positioned (a forced style and layout, then
      // a synchronous re-render) while /home first renders, on the main thread, right after sign-in.
      comboboxProps={{ keepMounted: false }}
      onChange={(next) => isSort(next) && onChange(next)}
    />
  );
}
