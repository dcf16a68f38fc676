import { Badge, VisuallyHidden } from '@mantine/core';
import { IconSpy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  title: { id: 'questions.anonymousMark.title', defaultMessage: 'Others see this question as anonymous' },
  label: { id: 'questions.anonymousMark.label', defaultMessage: 'Anonymous' },
  spoken: { id: 'questions.anonymousMark.spoken', defaultMessage: ': others see this question without your name' },
});

/**
 * Beside the member's own anonymous question: they see their name, everyone else sees 'Anonymous',
 * and the mark says so.
 */
export function AnonymousMark() {
  const intl = useIntl();
  return (
    <Badge
      size="sm"
      variant="light"
      color="gray"
      tt="none"
      px={6}
      leftSection={<IconSpy size={12} stroke={2} aria-hidden="true" />}
      title={intl.formatMessage(messages.title)}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="anonymous-mark"
    >
      {intl.formatMessage(messages.label)}
      <VisuallyHidden>{intl.formatMessage(messages.spoken)}</VisuallyHidden>
    </Badge>
  );
}
