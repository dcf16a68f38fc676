import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import { ButtonLink } from '../../../components/links';
import { moderationLink } from '../../../lib/paths';
import type { CurrentUser } from '../../../member/member-store';
import { useWaitingCount } from '../hooks/use-moderation';

/** The way to the event's moderation queue, with how many questions wait; only for those who moderate it. */
export function ModerationLink({ event, member }: { event: EventDoc; member: CurrentUser | null }) {
  const moderates = member !== null && !event.is_meetverse && mayModerate(event, member);
  const { data: waiting } = useWaitingCount(moderates ? event.id : undefined);
  if (!moderates) return null;
  return (
    <ButtonLink
      {...moderationLink(event)}
      variant="default"
      leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
      rightSection={waiting ? <Badge size="sm" color="red" circle={waiting < 10} aria-label={`${waiting} waiting`} data-testid="moderation-badge">{waiting}</Badge> : undefined}
    >
      Moderate questions
    </ButtonLink>
  );
}
