import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { ownDirection } from '../i18n/own-direction';

const messages = defineMessages({
  question: { id: 'components.blockedFold.hiddenQuestion', defaultMessage: 'Hidden question' },
  message: { id: 'components.blockedFold.hiddenMessage', defaultMessage: 'Hidden message' },
  because: { id: 'components.blockedFold.because', defaultMessage: 'Hidden because you blocked {name}.' },
  becauseUnnamed: { id: 'components.blockedFold.becauseUnnamed', defaultMessage: 'Hidden because you blocked this member.' },
  show: { id: 'components.blockedFold.show', defaultMessage: 'Show anyway' },
});

export type BlockedFoldProps = {
  /** Whether the member blocks the author: only then is the content folded away. */
  blocked: boolean;
  /** The blocked member's name, as the fold says it. */
  name: string | undefined;
  /** The fold's element: an article in a feed, a list item in a chat. */
  component?: 'article' | 'li' | 'div';
  /** What is folded, for screen readers: 'Hidden question', 'Hidden message'. */
  what: 'question' | 'message';
  children: ReactNode;
};

/**
 * Content of a member the viewer blocks, folded away: 'Hidden because you blocked <name>' and 'Show
 * anyway', which shows it here until the screen is left. Anything else shows as it is.
 */
export function BlockedFold({ blocked, name, component = 'div', what, children }: BlockedFoldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  if (!blocked || shown) return <>{children}</>;
  const named = name?.trim();
  return (
    <Paper component={component} withBorder radius="md" px="sm" py={8} aria-label={intl.formatMessage(messages[what])} data-testid="blocked-fold" style={{ listStyle: 'none' }}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconEyeOff size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {named ? intl.formatMessage(messages.because, { name: ownDirection(named) }) : intl.formatMessage(messages.becauseUnnamed)}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setShown(true)} style={{ flexShrink: 0 }}>
          {intl.formatMessage(messages.show)}
        </Button>
      </Group>
    </Paper>
  );
}
