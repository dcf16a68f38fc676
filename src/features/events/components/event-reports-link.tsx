import { IconFlag } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import { CountBadge } from '../../../components/count-badge/count-badge';
import { ButtonLink } from '../../../components/links';
import { countWaiting, useReports } from '../../../db/use-open-reports';
import { pathKey } from '../../../lib/paths';
import type { CurrentUser } from '../../../member/member-store';
import { defineMessages } from '../../../i18n/define-messages';

const messages = defineMessages({
  reports: { id: 'events.reportsLink.label', defaultMessage: 'Reports' },
});

/** 'Reports' on an event's page for those who moderate it, with how many reported things wait. */
export function EventReportsLink({ event, member }: { event: EventDoc; member: CurrentUser }) {
  const intl = useIntl();
  const { data: reports } = useReports(event.id);
  const waiting = countWaiting(reports ?? [], member.id);
  return (
    <ButtonLink
      to="/events/$slugOrId/reports"
      params={{ slugOrId: pathKey(event) }}
      variant="default"
      leftSection={<IconFlag size={16} aria-hidden="true" />}
      rightSection={waiting > 0 ? <CountBadge count={waiting} noun="waiting" /> : undefined}
      data-testid="event-reports-link"
    >
      {intl.formatMessage(messages.reports)}
    </ButtonLink>
  );
}

/** Whether the member sees the event's reports link: its organiser, co-hosts, moderators and admins. */
export const seesReports = (event: EventDoc, member: CurrentUser | null): member is CurrentUser => member !== null && mayModerate(event, member);
