import { Badge } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  solved: { id: 'questions.solvedBadge.label', defaultMessage: 'Solved' },
});

/** A question whose asker accepted an answer. */
export function SolvedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const intl = useIntl();
  return (
    <Badge color="green" variant="light" size={size} leftSection={<IconCircleCheck size={size === 'xs' ? 12 : 14} aria-hidden="true" />} style={{ flexShrink: 0 }} data-testid="solved">
      {intl.formatMessage(messages.solved)}
    </Badge>
  );
}
