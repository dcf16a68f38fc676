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
      onChange={(next) => isSort(next) && onChange(next)}
    />
  );
}
