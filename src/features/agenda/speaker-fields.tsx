import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { SESSION_SPEAKERS_MAX, SPEAKER_BIO_MAX, SPEAKER_NAME_MAX } from '../../../schemas/session.schema';
import { newSpeakerRow, type SpeakerRow } from './session-form-values';
import type { MemberChoice } from '../../db/use-members';


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
  const replace = (key: string, next: Partial<SpeakerRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  const full = rows.length >= SESSION_SPEAKERS_MAX;
  return (
    <Stack gap="xs" role="group" aria-label="Speakers">
      <Text size="sm" fw={600}>Speakers</Text>
      {rows.length === 0 && <Text size="sm" c="dimmed">No speakers yet: add a member of the app, or type a name.</Text>}
      {rows.map((row, index) => (
        <Card key={row.key} withBorder radius="md" p="sm" data-testid="speaker-row">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap="xs" flex={1} miw={0}>
              {row.userId !== null ? (
                <Select
                  label={`Speaker ${index + 1}: a member`}
                  placeholder="Search members by name"
                  searchable
                  nothingFoundMessage="No member by that name on this device"
                  data={members}
                  value={row.userId || null}
                  leftSection={<IconUser size={16} aria-hidden />}
                  onChange={(value) => replace(row.key, { userId: value ?? '', name: members.find((member) => member.value === value)?.label ?? '' })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : (
                <>
                  <TextInput label={`Speaker ${index + 1}: name`} value={row.name} maxLength={SPEAKER_NAME_MAX * 2} onChange={(e) => replace(row.key, { name: e.currentTarget.value })} />
                  <Textarea
                    label="Short bio"
                    placeholder="One or two lines: who they are"
                    autosize
                    minRows={2}
                    maxRows={5}
                    value={row.bio}
                    description={`${row.bio.trim().length} / ${SPEAKER_BIO_MAX}`}
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
              aria-label={`Remove speaker ${index + 1}`}
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
          Add a member
        </Button>
        <Button variant="light" size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} disabled={full} onClick={() => onChange([...rows, newSpeakerRow()])}>
          Add a name
        </Button>
      </Group>
    </Stack>
  );
}
