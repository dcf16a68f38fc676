import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import { ButtonLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { moderationLink } from '../../../lib/paths';
import type { CurrentUser } from '../../../member/member-store';
import { useWaitingCount } from '../hooks/use-moderation';

const messages = defineMessages({
  waiting: { id: 'questions.moderationLink.waiting', defaultMessage: '{count, plural, one {# waiting} other {# waiting}}' },
  moderate: { id: 'questions.moderationLink.label', defaultMessage: 'Moderate questions' },
});

/** The way to the event's moderation queue, with how many questions wait; only for those who moderate it. */
export function ModerationLink({ event, member }: { event: EventDoc; member: CurrentUser | null }) {
  const intl = useIntl();
  const moderates = member !== null && !event.is_meetverse && mayModerate(event, member);
  const { data: waiting } = useWaitingCount(moderates ? event.id : undefined);
  if (!moderates) return null;
  return (
    <ButtonLink
      {...moderationLink(event)}
      variant="default"
      leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
      rightSection={waiting ? <Badge size="sm" color="red" circle={waiting < 10} aria-label={intl.formatMessage(messages.waiting, { count: waiting })} data-testid="moderation-badge">{waiting}</Badge> : undefined}
    >
      {intl.formatMessage(messages.moderate)}
    </ButtonLink>
  );
}
