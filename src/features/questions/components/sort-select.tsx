import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { SORTS, isSort, type Sort } from '../feed/filter-rules';

const LABELS = defineMessages({
  latest: { id: 'questions.sort.latest', defaultMessage: 'Latest' },
  most_uplifted: { id: 'questions.sort.mostUplifted', defaultMessage: 'Most Uplifted' },
  most_helpers: { id: 'questions.sort.mostHelpers', defaultMessage: 'Most Helpers' },
  most_relatable: { id: 'questions.sort.mostRelatable', defaultMessage: 'Most Relatable' },
  unanswered: { id: 'questions.sort.unanswered', defaultMessage: 'Unanswered' },
});

const SORTED_BY = defineMessages({
  latest: { id: 'questions.sort.sortedByLatest', defaultMessage: 'Sorted by latest' },
  most_uplifted: { id: 'questions.sort.sortedByMostUplifted', defaultMessage: 'Sorted by most uplifted' },
  most_helpers: { id: 'questions.sort.sortedByMostHelpers', defaultMessage: 'Sorted by most helpers' },
  most_relatable: { id: 'questions.sort.sortedByMostRelatable', defaultMessage: 'Sorted by most relatable' },
  unanswered: { id: 'questions.sort.sortedByUnanswered', defaultMessage: 'Sorted by unanswered' },
});

const messages = defineMessages({
  button: { id: 'questions.sort.button', defaultMessage: 'Sort questions: {order}' },
  menu: { id: 'questions.sort.menu', defaultMessage: 'Sort questions' },
});

/**
 * The feed's order as a compact icon menu, which leaves the header's row to the space chips on a phone;
 * its name and title say the order chosen, and the menu marks it. The menu mounts only when opened:
 * a dropdown kept mounted is positioned (a forced style and layout, then a synchronous re-render)
 * while /home first renders, on the main thread, right after sign-in.
 */
export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const intl = useIntl();
  return (
    <Menu position="bottom-end" shadow="md" keepMounted={false} width={180}>
      <Menu.Target>
        <ActionIcon
          variant={value === 'latest' ? 'default' : 'light'}
          size={30}
          aria-label={intl.formatMessage(messages.button, { order: intl.formatMessage(LABELS[value]) })}
          title={intl.formatMessage(SORTED_BY[value])}
          style={{ flexShrink: 0 }}
          data-testid="sort-questions"
        >
          <IconArrowsSort size={18} stroke={1.75} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.menu)}</Menu.Label>
        <Menu.RadioGroup value={value} onChange={(next) => isSort(next) && onChange(next)}>
          {SORTS.map((sort) => (
            <Menu.RadioItem key={sort} value={sort} closeMenuOnClick checkIcon={<IconCheck size={14} aria-hidden="true" />}>
              {intl.formatMessage(LABELS[sort])}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
