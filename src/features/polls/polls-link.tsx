import { IconChartBar } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { mayRunPolls } from '../../../schemas/event-rules';
import { ButtonLink } from '../../components/links';
import { pollsLink } from '../../lib/paths';
import type { CurrentUser } from '../../member/member-store';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  polls: { id: 'polls.link.label', defaultMessage: 'Polls' },
});

/** The way to the event's polls screen, for those who run its polls. */
export function PollsLink({ event, member }: { event: EventDoc; member: CurrentUser | null }) {
  if (!member || event.is_meetverse || !mayRunPolls(event, member)) return null;
  return (
    <ButtonLink {...pollsLink(event)} variant="default" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
      <FormattedMessage {...messages.polls} />
    </ButtonLink>
  );
}
