import { Badge, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { refusalText } from '../i18n/refusal';

const messages = defineMessages({
  waiting: { id: 'components.syncBadge.waiting', defaultMessage: 'Waiting to sync' },
  notSaved: { id: 'components.syncBadge.notSaved', defaultMessage: 'Not saved' },
  refused: { id: 'components.syncBadge.refused', defaultMessage: 'The server refused this change' },
});

export type SyncBadgeProps = {
  /** The write's sync state on this device. */
  state: string | undefined;
  /** The server's reason, when it refused the write. */
  error?: string | undefined;
  testId?: string;
};

// Beside a long title the badge keeps its words whole; the title wraps instead.
const NO_SHRINK = { flexShrink: 0 } as const;

/** A write's state on this device: 'Waiting to sync', 'Not saved' with the server's reason, or nothing once the server has it. */
export function SyncBadge({ state, error, testId }: SyncBadgeProps) {
  const intl = useIntl();
  if (state === 'pending') {
    return (
      <Badge color="yellow" variant="light" size="sm" data-testid={testId} style={NO_SHRINK}>
        {intl.formatMessage(messages.waiting)}
      </Badge>
    );
  }
  if (state === 'failed') {
    return (
      <Tooltip label={error ? refusalText(error, intl) : intl.formatMessage(messages.refused)}>
        <Badge color="red" variant="light" size="sm" tabIndex={0} data-testid={testId} style={NO_SHRINK}>
          {intl.formatMessage(messages.notSaved)}
        </Badge>
      </Tooltip>
    );
  }
  return null;
}
