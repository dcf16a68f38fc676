import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { map } from 'rxjs';
import { nowInRole, ROLE_CHOICES, ROLE_NAMES } from '../../../../schemas/event-rules';
import type { EventDoc, EventRole } from '../../../../schemas/event.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { useEventEditing } from '../hooks/use-event-editing';


/** The events and communities a member organises that are not over, by name: the ones whose team they name. */
function useOrganisedEvents(memberId: string) {
  return useLiveQuery(
    (db) =>
      db.events.find({ selector: { created_by: memberId } }).$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toJSON() as EventDoc)
            .filter((event) => !event.is_meetverse && event.live_status !== 'ended')
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      ),
    [memberId],
  );
}

/**
 * On another member's profile, for someone who organises events: 'Add to a team' names this person
 * co-host, moderator or door staff of one of them, the events they are not in the team of yet. Nothing
 * shows to a member who organises none.
 */
export function AddToTeam({ memberId, person }: { memberId: string; person: Pick<UserDoc, 'id' | 'full_name'> }) {
  const { data: organised } = useOrganisedEvents(memberId);
  const editing = useEventEditing();
  const open = useMemo(() => (organised ?? []).filter((event) => !(event.team ?? []).some((member) => member.user_id === person.id)), [organised, person.id]);
  const [opened, setOpened] = useState(false);
  const [eventId, setEventId] = useState('');
  const [role, setRole] = useState<EventRole>('co_host');
  const [saving, setSaving] = useState(false);
  if (open.length === 0 || person.id === memberId) return null;
  const chosen = open.find((event) => event.id === eventId) ?? open[0]!;
  const name = person.full_name?.trim() || 'This member';

  const add = async () => {
    setSaving(true);
    const result = await editing.setTeam(chosen, [...(chosen.team ?? []), { user_id: person.id, role }], nowInRole(name, role, chosen.name));
    setSaving(false);
    if (result.stored || result.kept) setOpened(false);
  };

  return (
    <>
      <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        Add to a team
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Add ${name} to a team`} closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="sm" component="form" onSubmit={(submitted) => { submitted.preventDefault(); void add(); }}>
          <NativeSelect label="Event" data={open.map((event) => ({ value: event.id, label: event.name }))} value={chosen.id} onChange={(change) => setEventId(change.currentTarget.value)} />
          <NativeSelect label="Role" data={ROLE_CHOICES} value={role} onChange={(change) => setRole(change.currentTarget.value as EventRole)} />
          <Text size="sm" c="dimmed">{ROLE_NAMES[role].name}: {ROLE_NAMES[role].does.toLowerCase()}.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>Cancel</Button>
            <Button type="submit" loading={saving}>Add to the team</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
