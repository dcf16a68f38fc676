import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, TagsInput, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconCheck, IconDots, IconDownload, IconFileSpreadsheet, IconHourglass, IconPencil, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { map } from 'rxjs';
import { appLink, pathKey } from '../../../schemas/app-links';
import { TAG_MAX_COUNT, TAG_MAX_LENGTH, normalTag, tagsProblem } from '../../../schemas/contact-rules';
import type { EventDoc } from '../../../schemas/event.schema';
import { MEETING_NOTE_MAX } from '../../../schemas/interaction.schema';
import { Avatar } from '../../components/avatar/avatar';
import { AnchorLink } from '../../components/links';
import { SyncBadge } from '../../components/sync-badge';
import { toast } from '../../components/toasts/toast';
import { useUsersByIds } from '../../db/use-members';
import { useLiveQuery } from '../../db/use-live-query';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDate } from '../../lib/locale';
import { profileLink } from '../../lib/paths';
import { saveFile } from '../../lib/save-file';
import { contactsCsv, contactsFileName, contactsOf, contactsVcf, exportable, searchContacts, usedTags, type Contact } from './contacts';
import { useMeetings, useMeetingWrites } from './meetings';

function useEventsByIds(ids: readonly string[]) {
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery((db) => db.events.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.values()].map((doc) => [doc.id, doc.toJSON() as EventDoc])))), [key]);
}

/** The member's contacts on this device, live, with what is needed to show and export them. */
export function useContacts(memberId: string) {
  const { data: meetings } = useMeetings(memberId);
  const { data: people } = useUsersByIds((meetings ?? []).map((meeting) => meeting.otherId));
  const { data: events } = useEventsByIds((meetings ?? []).flatMap((meeting) => (meeting.eventId ? [meeting.eventId] : [])));
  return useMemo(() => (meetings ? contactsOf(meetings, people ?? new Map(), events ?? new Map()) : undefined), [meetings, people, events]);
}

/** Each contact's profile as an address anyone can open, for the exported files. */
const profileUrl = (contact: Contact) => new URL(appLink('/profile/$slugOrId', { slugOrId: pathKey({ id: contact.otherId, slug: contact.slug }) }), window.location.origin).href;

const firstName = (contact: Contact) => contact.firstName ?? contact.name.split(' ')[0] ?? contact.name;

/** Saves contacts as a file made on this device (offline too), and says so. */
function exportContacts(contacts: Contact | readonly Contact[], format: 'vcf' | 'csv') {
  const list = Array.isArray(contacts) ? (contacts as Contact[]) : [contacts as Contact];
  const text = format === 'vcf' ? contactsVcf(list, profileUrl) : contactsCsv(list, profileUrl);
  const name = contactsFileName(Array.isArray(contacts) ? list : (contacts as Contact), format, new Date());
  saveFile(new Blob([text], { type: format === 'vcf' ? 'text/vcard;charset=utf-8' : 'text/csv;charset=utf-8' }), name);
  toast.success(`Saved ${name}`, { description: list.length === 1 ? `${list[0]?.name}'s contact card.` : `${list.length} contacts.` });
}

/** The note and tags of one contact, private to the member: edited in a dialog. */
function EditContact({ contact, suggestions, onClose }: { contact: Contact; suggestions: string[]; onClose: () => void }) {
  const writes = useMeetingWrites();
  const [note, setNote] = useState(contact.note ?? '');
  const [tags, setTags] = useState(contact.tags);
  const [saving, setSaving] = useState(false);
  const problem = tagsProblem(tags);
  const save = async () => {
    if (problem) return;
    setSaving(true);
    try {
      if (note.trim() !== (contact.note ?? '')) {
        const result = await writes.note(contact.id, note);
        if (!result.stored) return;
      }
      if (JSON.stringify(tags) !== JSON.stringify(contact.tags)) {
        const result = await writes.tags(contact.otherId, tags);
        if (!result.stored) return;
      }
      toast.success('Contact saved', { description: 'Your note and tags are yours alone.' });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={contact.name} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Textarea
          label="Your note"
          description={`Where you met, what to follow up. Only you see it. Up to ${MEETING_NOTE_MAX} characters.`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MEETING_NOTE_MAX}
          autosize
          minRows={3}
        />
        <TagsInput
          label="Tags"
          description={`Press Enter after each one ('hiring', 'follow up'); up to ${TAG_MAX_COUNT}, each at most ${TAG_MAX_LENGTH} characters. Only you see them.`}
          value={tags}
          onChange={(value) => setTags([...new Set(value.map(normalTag).filter(Boolean))])}
          data={suggestions.filter((tag) => !tags.includes(tag))}
          maxTags={TAG_MAX_COUNT}
          splitChars={[',']}
          error={problem}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={problem !== null}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ContactRow({ contact, onEdit }: { contact: Contact; onEdit: (contact: Contact) => void }) {
  const locale = useLocaleProfile();
  const where = contact.eventName ? `Met at ${contact.eventName} on ${formatDate(contact.at, locale)}` : `Met on ${formatDate(contact.at, locale)}`;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="contact">
      <Avatar name={contact.name} src={contact.picture} size="md" role={contact.role} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <AnchorLink {...profileLink({ id: contact.otherId, slug: contact.slug })} fw={600} truncate>
            {contact.name}
          </AnchorLink>
          {contact.pending && <SyncBadge state="pending" />}
        </Group>
        <Text size="xs" c="dimmed">
          {where}
        </Text>
        {contact.state === 'waiting' && (
          <Badge variant="light" color="yellow" tt="none" leftSection={<IconHourglass size={12} aria-hidden="true" />} data-testid="waiting" style={{ alignSelf: 'flex-start' }}>
            Waiting for {firstName(contact)}
          </Badge>
        )}
        {contact.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="contact-note">
            {contact.note}
          </Text>
        )}
        {contact.tags.length > 0 && (
          <Group gap={4} aria-label="Tags" data-testid="contact-tags">
            {contact.tags.map((tag) => (
              <Badge key={tag} variant="outline" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Menu position="bottom-end" shadow="md" keepMounted={false} width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More for ${contact.name}`}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(contact)}>
            Note and tags
          </Menu.Item>
          <Menu.Item leftSection={<IconAddressBook size={16} aria-hidden="true" />} onClick={() => exportContacts(contact, 'vcf')}>
            Save contact card (vCard)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** A meeting the other member recorded, for this member to confirm (or leave). */
function ToConfirmRow({ contact }: { contact: Contact }) {
  const writes = useMeetingWrites();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await writes.record(contact.otherId, 'confirm').finally(() => setBusy(false));
    if (result.stored) toast.success(`You and ${contact.name} met`, { description: 'You are among each other’s contacts.' });
  };
  return (
    <Group component="li" wrap="nowrap" gap="sm" data-testid="to-confirm">
      <Avatar name={contact.name} src={contact.picture} size="md" role={contact.role} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <AnchorLink {...profileLink({ id: contact.otherId, slug: contact.slug })} fw={600} truncate>
          {contact.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          Says you met{contact.eventName ? ` at ${contact.eventName}` : ''}
        </Text>
      </Stack>
      <Button size="xs" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void confirm()} loading={busy} aria-label={`Confirm you met ${contact.name}`}>
        Confirm
      </Button>
    </Group>
  );
}

/** Export of every contact the member may take home, as vCard or CSV. */
function ExportMenu({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <Menu position="bottom-end" shadow="md" keepMounted={false} width={240}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>All {contacts.length} contacts, made on this device</Menu.Label>
        <Menu.Item leftSection={<IconAddressBook size={16} aria-hidden="true" />} onClick={() => exportContacts(contacts, 'vcf')}>
          Contact cards (vCard)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} onClick={() => exportContacts(contacts, 'csv')}>
          Spreadsheet (CSV)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The people the member met: searchable by name, tag, note and event, each with where and when they
 * met, the member's private note and tags, and whether the other member confirmed it yet; those who
 * say they met the member wait above for a Confirm. Exported as vCard or CSV, made on the device.
 */
export function ContactsView({ memberId }: { memberId: string }) {
  const contacts = useContacts(memberId);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Contact | null>(null);
  const all = contacts ?? [];
  const toConfirm = all.filter((contact) => contact.state === 'to-confirm');
  const kept = exportable(all);
  const shown = searchContacts(kept, query);
  const suggestions = usedTags(all);
  if (!contacts) return null;
  return (
    <Stack gap="md">
      {toConfirm.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="to-confirm-title">
          <Title order={2} size="h4" id="to-confirm-title">
            Did you meet?
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {toConfirm.map((contact) => (
              <ToConfirmRow key={contact.id} contact={contact} />
            ))}
          </Stack>
        </Stack>
      )}
      {kept.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center" data-testid="contacts-empty">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconAddressBook size={26} />
          </ThemeIcon>
          <Text fw={600}>No contacts yet</Text>
          <Text c="dimmed" size="sm" maw={420}>
            You have not recorded meeting anyone yet. Tap Connect and scan their code, or open their profile and tap We met. Your notes and tags on them stay yours alone.
          </Text>
        </Stack>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label="Search contacts"
              placeholder="Name, tag, note or event"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              type="search"
            />
            <ExportMenu contacts={kept} />
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm" role="status">
              No contact matches ‘{query.trim()}’.
            </Text>
          ) : (
            <Stack gap="md" component="ul" aria-label="Contacts" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((contact) => (
                <ContactRow key={contact.id} contact={contact} onEdit={setEditing} />
              ))}
            </Stack>
          )}
        </>
      )}
      {editing && <EditContact contact={editing} suggestions={suggestions} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Confirm on a 'says you met' notification: records the meeting back, unless it is confirmed already. */
export function ConfirmMeeting({ memberId, otherId }: { memberId: string; otherId: string }) {
  const { data: meetings } = useMeetings(memberId);
  const writes = useMeetingWrites();
  const [busy, setBusy] = useState(false);
  const meeting = meetings?.find((candidate) => candidate.otherId === otherId);
  if (!meetings) return null;
  if (meeting?.state === 'confirmed')
    return (
      <Text size="xs" c="dimmed" data-testid="meeting-confirmed">
        Confirmed: you are among each other’s contacts
      </Text>
    );
  const confirm = async () => {
    setBusy(true);
    const result = await writes.record(otherId, 'confirm').finally(() => setBusy(false));
    if (result.stored) toast.success('Meeting confirmed', { description: 'You are among each other’s contacts.' });
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void confirm()} loading={busy} style={{ alignSelf: 'flex-start' }}>
      Confirm
    </Button>
  );
}
