import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, TagsInput, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconCheck, IconDots, IconDownload, IconFileSpreadsheet, IconHourglass, IconPencil, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
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
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDate } from '../../lib/locale';
import { profileLink } from '../../lib/paths';
import { saveFile } from '../../lib/save-file';
import { contactsCsv, contactsFileName, contactsOf, contactsVcf, exportable, searchContacts, unnamedContact, usedTags, type Contact } from './contacts';
import { useMeetings, useMeetingWrites } from './meetings';
import { ownDirection } from '../../i18n/own-direction';
import { GrowingTextarea } from '../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  saved: { id: 'meetings.export.saved', defaultMessage: 'Saved {name}' },
  savedCard: { id: 'meetings.export.savedCard', defaultMessage: "{name}'s contact card." },
  savedMany: { id: 'meetings.export.savedMany', defaultMessage: '{count, plural, one {# contact.} other {# contacts.}}' },
  contactSaved: { id: 'meetings.edit.saved', defaultMessage: 'Contact saved' },
  contactSavedDetail: { id: 'meetings.edit.savedDetail', defaultMessage: 'Your note and tags are yours alone.' },
  close: { id: 'meetings.edit.close', defaultMessage: 'Close' },
  note: { id: 'meetings.edit.note', defaultMessage: 'Your note' },
  noteDescription: { id: 'meetings.edit.noteDescription', defaultMessage: 'Where you met, what to follow up. Only you see it. Up to {max} characters.' },
  tags: { id: 'meetings.edit.tags', defaultMessage: 'Tags' },
  tagsDescription: {
    id: 'meetings.edit.tagsDescription',
    defaultMessage: "Press Enter after each one (''hiring'', ''follow up''); up to {count}, each at most {max} characters. Only you see them.",
  },
  cancel: { id: 'meetings.edit.cancel', defaultMessage: 'Cancel' },
  save: { id: 'meetings.edit.save', defaultMessage: 'Save' },
  metAt: { id: 'meetings.contact.metAt', defaultMessage: 'Met at {event} on {date}' },
  met: { id: 'meetings.contact.met', defaultMessage: 'Met on {date}' },
  waiting: { id: 'meetings.contact.waiting', defaultMessage: 'Waiting for {name}' },
  contactTags: { id: 'meetings.contact.tags', defaultMessage: 'Tags' },
  more: { id: 'meetings.contact.more', defaultMessage: 'More for {name}' },
  noteAndTags: { id: 'meetings.contact.noteAndTags', defaultMessage: 'Note and tags' },
  saveCard: { id: 'meetings.contact.saveCard', defaultMessage: 'Save contact card (vCard)' },
  youMet: { id: 'meetings.confirm.met', defaultMessage: 'You and {name} met' },
  amongContacts: { id: 'meetings.confirm.amongContacts', defaultMessage: 'You are among each other’s contacts.' },
  saysMet: { id: 'meetings.confirm.saysMet', defaultMessage: 'Says you met' },
  saysMetAt: { id: 'meetings.confirm.saysMetAt', defaultMessage: 'Says you met at {event}' },
  confirmName: { id: 'meetings.confirm.confirmName', defaultMessage: 'Confirm you met {name}' },
  confirm: { id: 'meetings.confirm.confirm', defaultMessage: 'Confirm' },
  export: { id: 'meetings.export.button', defaultMessage: 'Export' },
  exportAll: { id: 'meetings.export.all', defaultMessage: '{count, plural, other {All # contacts, made on this device}}' },
  exportVcf: { id: 'meetings.export.vcf', defaultMessage: 'Contact cards (vCard)' },
  exportCsv: { id: 'meetings.export.csv', defaultMessage: 'Spreadsheet (CSV)' },
  didYouMeet: { id: 'meetings.contacts.didYouMeet', defaultMessage: 'Did you meet?' },
  empty: { id: 'meetings.contacts.empty', defaultMessage: 'No contacts yet' },
  emptyDetail: {
    id: 'meetings.contacts.emptyDetail',
    defaultMessage: 'You have not recorded meeting anyone yet. Tap Connect and scan their code, or open their profile and tap We met. Your notes and tags on them stay yours alone.',
  },
  search: { id: 'meetings.contacts.search', defaultMessage: 'Search contacts' },
  searchPlaceholder: { id: 'meetings.contacts.searchPlaceholder', defaultMessage: 'Name, tag, note or event' },
  noMatch: { id: 'meetings.contacts.noMatch', defaultMessage: 'No contact matches ‘{query}’.' },
  list: { id: 'meetings.contacts.list', defaultMessage: 'Contacts' },
  confirmed: { id: 'meetings.confirmMeeting.confirmed', defaultMessage: 'Confirmed: you are among each other’s contacts' },
  meetingConfirmed: { id: 'meetings.confirmMeeting.toast', defaultMessage: 'Meeting confirmed' },
  meetingConfirmedDetail: { id: 'meetings.confirmMeeting.toastDetail', defaultMessage: 'You are among each other’s contacts.' },
  confirmMeeting: { id: 'meetings.confirmMeeting.confirm', defaultMessage: 'Confirm' },
});

function useEventsByIds(ids: readonly string[]) {
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery((db) => db.events.findByIds(key ? key.split(',') : []).$.pipe(map((found) => new Map([...found.values()].map((doc) => [doc.id, doc.toJSON() as EventDoc])))), [key]);
}

/** The member's contacts on this device, live, with what is needed to show and export them. */
export function useContacts(memberId: string) {
  const intl = useIntl();
  const { data: meetings } = useMeetings(memberId);
  const { data: people } = useUsersByIds((meetings ?? []).map((meeting) => meeting.otherId));
  const { data: events } = useEventsByIds((meetings ?? []).flatMap((meeting) => (meeting.eventId ? [meeting.eventId] : [])));
  return useMemo(
    () => (meetings ? contactsOf(meetings, people ?? new Map(), events ?? new Map(), intl.formatMessage(unnamedContact)) : undefined),
    [meetings, people, events, intl],
  );
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
  const intl = appIntl();
  toast.success(intl.formatMessage(messages.saved, { name }), {
    description: list.length === 1 ? intl.formatMessage(messages.savedCard, { name: list[0]?.name }) : intl.formatMessage(messages.savedMany, { count: list.length }),
  });
}

/** The note and tags of one contact, private to the member: edited in a dialog. */
function EditContact({ contact, suggestions, onClose }: { contact: Contact; suggestions: string[]; onClose: () => void }) {
  const intl = useIntl();
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
      toast.success(intl.formatMessage(messages.contactSaved), { description: intl.formatMessage(messages.contactSavedDetail) });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={contact.name} centered closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
      <Stack gap="md">
        <GrowingTextarea
          label={intl.formatMessage(messages.note)}
          description={intl.formatMessage(messages.noteDescription, { max: MEETING_NOTE_MAX })}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MEETING_NOTE_MAX}
          minRows={3}
        />
        <TagsInput
          label={intl.formatMessage(messages.tags)}
          description={intl.formatMessage(messages.tagsDescription, { count: TAG_MAX_COUNT, max: TAG_MAX_LENGTH })}
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
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={problem !== null}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ContactRow({ contact, onEdit }: { contact: Contact; onEdit: (contact: Contact) => void }) {
  const intl = useIntl();
  const locale = useLocaleProfile();
  const date = formatDate(contact.at, locale);
  const where = contact.eventName ? intl.formatMessage(messages.metAt, { event: ownDirection(contact.eventName), date }) : intl.formatMessage(messages.met, { date });
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="contact">
      <Avatar name={contact.name} src={contact.picture} size="md" role={contact.role} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <AnchorLink {...profileLink({ id: contact.otherId, slug: contact.slug })} fw={600} truncate dir="auto">
            {contact.name}
          </AnchorLink>
          {contact.pending && <SyncBadge state="pending" />}
        </Group>
        <Text size="xs" c="dimmed">
          {where}
        </Text>
        {contact.state === 'waiting' && (
          <Badge variant="light" color="yellow" tt="none" leftSection={<IconHourglass size={12} aria-hidden="true" />} data-testid="waiting" style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(messages.waiting, { name: ownDirection(firstName(contact)) })}
          </Badge>
        )}
        {contact.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="contact-note">
            {contact.note}
          </Text>
        )}
        {contact.tags.length > 0 && (
          <Group gap={4} aria-label={intl.formatMessage(messages.contactTags)} data-testid="contact-tags">
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
          <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(messages.more, { name: contact.name })}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(contact)}>
            {intl.formatMessage(messages.noteAndTags)}
          </Menu.Item>
          <Menu.Item leftSection={<IconAddressBook size={16} aria-hidden="true" />} onClick={() => exportContacts(contact, 'vcf')}>
            {intl.formatMessage(messages.saveCard)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** A meeting the other member recorded, for this member to confirm (or leave). */
function ToConfirmRow({ contact }: { contact: Contact }) {
  const intl = useIntl();
  const writes = useMeetingWrites();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await writes.record(contact.otherId, 'confirm').finally(() => setBusy(false));
    if (result.stored) toast.success(intl.formatMessage(messages.youMet, { name: contact.name }), { description: intl.formatMessage(messages.amongContacts) });
  };
  return (
    <Group component="li" wrap="nowrap" gap="sm" data-testid="to-confirm">
      <Avatar name={contact.name} src={contact.picture} size="md" role={contact.role} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <AnchorLink {...profileLink({ id: contact.otherId, slug: contact.slug })} fw={600} truncate>
          {contact.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {contact.eventName ? intl.formatMessage(messages.saysMetAt, { event: ownDirection(contact.eventName) }) : intl.formatMessage(messages.saysMet)}
        </Text>
      </Stack>
      <Button size="xs" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void confirm()} loading={busy} aria-label={intl.formatMessage(messages.confirmName, { name: contact.name })}>
        {intl.formatMessage(messages.confirm)}
      </Button>
    </Group>
  );
}

/** Export of every contact the member may take home, as vCard or CSV. */
function ExportMenu({ contacts }: { contacts: readonly Contact[] }) {
  const intl = useIntl();
  return (
    <Menu position="bottom-end" shadow="md" keepMounted={false} width={240}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
          {intl.formatMessage(messages.export)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.exportAll, { count: contacts.length })}</Menu.Label>
        <Menu.Item leftSection={<IconAddressBook size={16} aria-hidden="true" />} onClick={() => exportContacts(contacts, 'vcf')}>
          {intl.formatMessage(messages.exportVcf)}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} onClick={() => exportContacts(contacts, 'csv')}>
          {intl.formatMessage(messages.exportCsv)}
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
  const intl = useIntl();
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
            {intl.formatMessage(messages.didYouMeet)}
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
          <Text fw={600}>{intl.formatMessage(messages.empty)}</Text>
          <Text c="dimmed" size="sm" maw={420}>
            {intl.formatMessage(messages.emptyDetail)}
          </Text>
        </Stack>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={intl.formatMessage(messages.search)}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              type="search"
            />
            <ExportMenu contacts={kept} />
          </Group>
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm" role="status">
              {intl.formatMessage(messages.noMatch, { query: query.trim() })}
            </Text>
          ) : (
            <Stack gap="md" component="ul" aria-label={intl.formatMessage(messages.list)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
  const intl = useIntl();
  const { data: meetings } = useMeetings(memberId);
  const writes = useMeetingWrites();
  const [busy, setBusy] = useState(false);
  const meeting = meetings?.find((candidate) => candidate.otherId === otherId);
  if (!meetings) return null;
  if (meeting?.state === 'confirmed')
    return (
      <Text size="xs" c="dimmed" data-testid="meeting-confirmed">
        {intl.formatMessage(messages.confirmed)}
      </Text>
    );
  const confirm = async () => {
    setBusy(true);
    const result = await writes.record(otherId, 'confirm').finally(() => setBusy(false));
    if (result.stored) toast.success(intl.formatMessage(messages.meetingConfirmed), { description: intl.formatMessage(messages.meetingConfirmedDetail) });
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void confirm()} loading={busy} style={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage(messages.confirmMeeting)}
    </Button>
  );
}
