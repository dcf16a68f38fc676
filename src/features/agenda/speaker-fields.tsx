import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { SESSION_SPEAKERS_MAX, SPEAKER_BIO_MAX, SPEAKER_NAME_MAX } from '../../../schemas/session.schema';
import { newSpeakerRow, type SpeakerRow } from './session-form-values';
import type { MemberChoice } from '../../db/use-members';
import { defineMessages } from '../../i18n/define-messages';
import { GrowingTextarea } from '../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  speakers: { id: 'agenda.speakers.label', defaultMessage: 'Speakers' },
  none: { id: 'agenda.speakers.none', defaultMessage: 'No speakers yet: add a member of the app, or type a name.' },
  member: { id: 'agenda.speakers.member', defaultMessage: 'Speaker {number}: a member' },
  search: { id: 'agenda.speakers.search', defaultMessage: 'Search members by name' },
  nothingFound: { id: 'agenda.speakers.nothingFound', defaultMessage: 'No member by that name on this device' },
  name: { id: 'agenda.speakers.name', defaultMessage: 'Speaker {number}: name' },
  bio: { id: 'agenda.speakers.bio', defaultMessage: 'Short bio' },
  bioHint: { id: 'agenda.speakers.bioHint', defaultMessage: 'One or two lines: who they are' },
  bioCount: { id: 'agenda.speakers.bioCount', defaultMessage: '{count} / {max}' },
  remove: { id: 'agenda.speakers.remove', defaultMessage: 'Remove speaker {number}' },
  addMember: { id: 'agenda.speakers.addMember', defaultMessage: 'Add a member' },
  addName: { id: 'agenda.speakers.addName', defaultMessage: 'Add a name' },
});


export type SpeakerFieldsProps = {
  rows: SpeakerRow[];
  members: MemberChoice[];
  onChange: (rows: SpeakerRow[]) => void;
  /** The rules' message about the speakers, shown under the rows. */
  error?: string | undefined;
};

/**
 * The speakers of a session, one row each: a member of the app picked by name (the session page links
 * to their profile), or a plain name with a short bio for someone who is not a member.
 */
export function SpeakerFields({ rows, members, onChange, error }: SpeakerFieldsProps) {
  const intl = useIntl();
  // Counts in the reader's digits, without grouping.
  const count = (n: number) => intl.formatNumber(n, { useGrouping: false });
  const replace = (key: string, next: Partial<SpeakerRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  const full = rows.length >= SESSION_SPEAKERS_MAX;
  return (
    <Stack gap="xs" role="group" aria-label={intl.formatMessage(messages.speakers)}>
      <Text size="sm" fw={600}>{intl.formatMessage(messages.speakers)}</Text>
      {rows.length === 0 && <Text size="sm" c="dimmed">{intl.formatMessage(messages.none)}</Text>}
      {rows.map((row, index) => (
        <Card key={row.key} withBorder radius="md" p="sm" data-testid="speaker-row">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap="xs" flex={1} miw={0}>
              {row.userId !== null ? (
                <Select
                  label={intl.formatMessage(messages.member, { number: index + 1 })}
                  placeholder={intl.formatMessage(messages.search)}
                  searchable
                  nothingFoundMessage={intl.formatMessage(messages.nothingFound)}
                  data={members}
                  value={row.userId || null}
                  leftSection={<IconUser size={16} aria-hidden />}
                  onChange={(value) => replace(row.key, { userId: value ?? '', name: members.find((member) => member.value === value)?.label ?? '' })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : (
                <>
                  <TextInput label={intl.formatMessage(messages.name, { number: index + 1 })} value={row.name} maxLength={SPEAKER_NAME_MAX * 2} onChange={(e) => replace(row.key, { name: e.currentTarget.value })} />
                  <GrowingTextarea
                    label={intl.formatMessage(messages.bio)}
                    placeholder={intl.formatMessage(messages.bioHint)}
                    minRows={2}
                    maxRows={5}
                    value={row.bio}
                    description={intl.formatMessage(messages.bioCount, { count: count(row.bio.trim().length), max: count(SPEAKER_BIO_MAX) })}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    onChange={(e) => replace(row.key, { bio: e.currentTarget.value })}
                  />
                </>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={intl.formatMessage(messages.remove, { number: index + 1 })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="light" size="compact-sm" leftSection={<IconUserPlus size={16} aria-hidden />} disabled={full} onClick={() => onChange([...rows, { ...newSpeakerRow(), userId: '' }])}>
          {intl.formatMessage(messages.addMember)}
        </Button>
        <Button variant="light" size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} disabled={full} onClick={() => onChange([...rows, newSpeakerRow()])}>
          {intl.formatMessage(messages.addName)}
        </Button>
      </Group>
    </Stack>
  );
}
