import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconHeartHandshake } from '@tabler/icons-react';
import { map } from 'rxjs';
import { useState } from 'react';
import type { QuestionDoc } from '../../../../../schemas/question.schema';
import { Avatar } from '../../../../components/avatar/avatar';
import { AnchorLink, ButtonLink } from '../../../../components/links';
import { SyncBadge } from '../../../../components/sync-badge';
import { useLiveQuery } from '../../../../db/use-live-query';
import { useLocaleProfile } from '../../../../lib/locale-context';
import { formatDate } from '../../../../lib/locale';
import { profileLink, questionLink } from '../../../../lib/paths';
import { useMeetingWith, useMeetingWrites, useMeetings, type Meeting } from '../../../../features/meetings/meetings';
import { openWeMetModal } from '../../../../features/meetings/we-met-modal-store';
import { ProfileSection } from '../../../../features/profiles/components/profile-view';
import { useUsersByIds } from '../../../../db/use-members';

/** The member's bookmarked questions, newest bookmark first. */
function useBookmarks(memberId: string) {
  return useLiveQuery(
    (db) =>
      db.interactions.find({ selector: { user_id: memberId, kind: 'bookmark' } }).$.pipe(
        map((bookmarks) => bookmarks.filter((bookmark) => bookmark.active).sort((a, b) => b.created_at.localeCompare(a.created_at)).map((bookmark) => bookmark.target_id)),
      ),
    [memberId],
  );
}

/** The questions of `ids` on this device, in that order (ids hold no commas). */
function useQuestions(ids: string[]) {
  const key = ids.join(',');
  return useLiveQuery(
    (db) => {
      const wanted = key ? key.split(',') : [];
      return db.questions.findByIds(wanted).$.pipe(map((found) => wanted.map((id) => found.get(id)?.toJSON() as QuestionDoc | undefined).filter((q): q is QuestionDoc => Boolean(q))));
    },
    [key],
  );
}

export function Bookmarks({ memberId }: { memberId: string }) {
  const { data: bookmarkIds } = useBookmarks(memberId);
  const { data: bookmarked } = useQuestions(bookmarkIds ?? []);
  return (
    <ProfileSection title="Bookmarked questions">
      <Stack gap="xs">
        {bookmarked && bookmarked.length === 0 && (
          <Text c="dimmed" size="sm">
            Bookmark a question to find it here.
          </Text>
        )}
        {(bookmarked ?? []).map((question) => (
          <AnchorLink key={question.id} {...questionLink(question)} style={{ overflowWrap: 'anywhere' }}>
            {question.title}
          </AnchorLink>
        ))}
      </Stack>
    </ProfileSection>
  );
}

/** Everyone the member met, newest first, each with their note and the day, leading to their profile and to the contacts. */
export function PeopleMet({ memberId }: { memberId: string }) {
  const { data: meetings } = useMeetings(memberId);
  const { data: people } = useUsersByIds((meetings ?? []).map((meeting) => meeting.otherId));
  const locale = useLocaleProfile();
  const all = meetings ?? [];
  const list = all.filter((meeting) => meeting.state !== 'to-confirm');
  const toConfirm = all.length - list.length;
  return (
    <ProfileSection title={list.length > 0 ? `People I met (${list.length})` : 'People I met'} testId="people-met">
      {meetings && list.length === 0 && (
        <Text c="dimmed" size="sm">
          You have not recorded meeting anyone yet. Tap Connect and scan their code, or open their profile and tap We met.
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.slice(0, PEOPLE_MET_SHOWN).map((meeting) => {
          const person = people?.get(meeting.otherId);
          return (
            <Group key={meeting.id} component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="met-person">
              <Avatar name={person?.full_name} src={person?.profile_picture} size="md" role={person?.role} />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap={6} wrap="nowrap" miw={0}>
                  <AnchorLink {...profileLink(person ?? { id: meeting.otherId })} fw={600} truncate>
                    {person?.full_name ?? 'A member'}
                  </AnchorLink>
                  {meeting.pending && <SyncBadge state="pending" />}
                </Group>
                <Text size="xs" c="dimmed">
                  Met on {formatDate(meeting.at, locale)}
                  {meeting.state === 'waiting' ? ` · waiting for ${person?.first_name || person?.full_name || 'them'} to confirm` : ''}
                </Text>
                {meeting.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {meeting.note}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {meetings && (list.length > 0 || toConfirm > 0) && (
        <Group mt="sm">
          <ButtonLink to="/contacts" variant="light" leftSection={<IconAddressBook size={16} aria-hidden="true" />}>
            {toConfirm > 0 ? `All contacts · ${toConfirm} to confirm` : 'All contacts: search, tag, export'}
          </ButtonLink>
        </Group>
      )}
    </ProfileSection>
  );
}

/** How many of the people met the profile shows; the rest are in the contacts. */
const PEOPLE_MET_SHOWN = 5;

function MetLine({ meeting, name }: { meeting: Meeting; name: string }) {
  const locale = useLocaleProfile();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="met-status">
      <Group gap={6}>
        <IconHeartHandshake size={18} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
        <Text fw={600} size="sm">
          You met on {formatDate(meeting.at, locale)}
        </Text>
        {meeting.pending && <SyncBadge state="pending" />}
      </Group>
      {meeting.state === 'waiting' && (
        <Text size="sm" c="dimmed" mt={4} data-testid="met-waiting">
          Waiting for {name} to confirm
        </Text>
      )}
      {meeting.note && (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {meeting.note}
        </Text>
      )}
    </Paper>
  );
}

/** Whether the member met this person: when and their note, or a 'We met' button to record it. */
export function MetWith({ memberId, otherId }: { memberId: string; otherId: string }) {
  const { data: meeting, loading } = useMeetingWith(memberId, otherId);
  const { data: people } = useUsersByIds([otherId]);
  const writes = useMeetingWrites();
  const [recording, setRecording] = useState(false);
  const person = people?.get(otherId);
  const name = person?.first_name || person?.full_name || 'them';
  if (meeting && meeting.state !== 'to-confirm') return <MetLine meeting={meeting} name={name} />;
  if (loading) return null;
  const record = async () => {
    setRecording(true);
    try {
      const result = await writes.record(otherId, 'profile');
      if (result.stored) openWeMetModal({ meetingId: result.value.id, otherId, isNew: result.value.isNew });
    } finally {
      setRecording(false);
    }
  };
  return (
    <Group>
      {meeting && (
        <Text size="sm" c="dimmed" data-testid="met-to-confirm">
          {person?.full_name ?? 'They'} says you met
        </Text>
      )}
      <Button leftSection={<IconHeartHandshake size={18} aria-hidden="true" />} onClick={() => void record()} loading={recording}>
        We met
      </Button>
    </Group>
  );
}
