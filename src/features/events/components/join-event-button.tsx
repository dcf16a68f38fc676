import { Button } from '@mantine/core';
import { map } from 'rxjs';
import { interactionId } from '../../../../schemas/interaction.schema';
import { toast } from '../../../components/toasts/toast';
import { getDatabase } from '../../../db/database';
import { safeWrite } from '../../../db/safe-write';
import { toggleInteraction } from '../../../db/toggle-interaction';
import { useLiveQuery } from '../../../db/use-live-query';
import { trackEventJoined } from '../../../lib/analytics';

/** Joining an event puts it among the member's spaces (home filter chips, where to ask); works offline. */
export function JoinEventButton({ eventId, memberId }: { eventId: string; memberId: string }) {
  const { data: joined } = useLiveQuery(
    (db) => db.interactions.findOne(interactionId('participation', memberId, eventId)).$.pipe(map((doc) => Boolean(doc?.active))),
    [eventId, memberId],
  );
  const toggle = () =>
    void safeWrite(
      async () => {
        if (await toggleInteraction(await getDatabase(), 'participation', memberId, eventId)) trackEventJoined(eventId);
      },
      (message) => toast.error(message),
    );
  return (
    <Button variant={joined ? 'default' : 'filled'} onClick={toggle} aria-pressed={Boolean(joined)}>
      {joined ? 'Leave event' : 'Join event'}
    </Button>
  );
}
