import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { map } from 'rxjs';
import { nowInRole, roleChoices, ROLE_NAMES } from '../../../../schemas/event-rules';
import type { EventDoc, EventRole } from '../../../../schemas/event.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { useEventEditing } from '../hooks/use-event-editing';
import { defineMessages } from '../../../i18n/define-messages';
import { midSentence } from '../../../i18n/mid-sentence';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  thisMember: { id: 'events.addToTeam.thisMember', defaultMessage: 'This member' },
  open: { id: 'events.addToTeam.open', defaultMessage: 'Add to a team' },
  title: { id: 'events.addToTeam.title', defaultMessage: 'Add {name} to a team' },
  close: { id: 'events.addToTeam.close', defaultMessage: 'Close' },
  event: { id: 'events.addToTeam.event', defaultMessage: 'Event' },
  role: { id: 'events.addToTeam.role', defaultMessage: 'Role' },
  roleDoes: { id: 'events.addToTeam.roleDoes', defaultMessage: '{role}: {does}.' },
  cancel: { id: 'events.addToTeam.cancel', defaultMessage: 'Cancel' },
  add: { id: 'events.addToTeam.add', defaultMessage: 'Add to the team' },
});

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
  const intl = useIntl();
  const { data: organised } = useOrganisedEvents(memberId);
  const editing = useEventEditing();
  const open = useMemo(() => (organised ?? []).filter((event) => !(event.team ?? []).some((member) => member.user_id === person.id)), [organised, person.id]);
  const [opened, setOpened] = useState(false);
  const [eventId, setEventId] = useState('');
  const [role, setRole] = useState<EventRole>('co_host');
  const [saving, setSaving] = useState(false);
  if (open.length === 0 || person.id === memberId) return null;
  const chosen = open.find((event) => event.id === eventId) ?? open[0]!;
  const name = person.full_name?.trim() || intl.formatMessage(messages.thisMember);

  const add = async () => {
    setSaving(true);
    const result = await editing.setTeam(chosen, [...(chosen.team ?? []), { user_id: person.id, role }], nowInRole(name, role, chosen.name));
    setSaving(false);
    if (result.stored || result.kept) setOpened(false);
  };

  return (
    <>
      <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {intl.formatMessage(messages.open)}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={intl.formatMessage(messages.title, { name: ownDirection(name) })} closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
        <Stack gap="sm" component="form" onSubmit={(submitted) => { submitted.preventDefault(); void add(); }}>
          <NativeSelect label={intl.formatMessage(messages.event)} data={open.map((event) => ({ value: event.id, label: event.name }))} value={chosen.id} onChange={(change) => setEventId(change.currentTarget.value)} />
          <NativeSelect label={intl.formatMessage(messages.role)} data={roleChoices()} value={role} onChange={(change) => setRole(change.currentTarget.value as EventRole)} />
          <Text size="sm" c="dimmed">{intl.formatMessage(messages.roleDoes, { role: ROLE_NAMES[role].name, does: midSentence(ROLE_NAMES[role].does, intl.locale) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>{intl.formatMessage(messages.cancel)}</Button>
            <Button type="submit" loading={saving}>{intl.formatMessage(messages.add)}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
