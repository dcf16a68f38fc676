import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconHeartHandshake } from '@tabler/icons-react';
import { map } from 'rxjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { QuestionDoc } from '../../../../../schemas/question.schema';
import { Avatar } from '../../../../components/avatar/avatar';
import { AnchorLink, ButtonLink } from '../../../../components/links';
import { SyncBadge } from '../../../../components/sync-badge';
import { useLiveQuery } from '../../../../db/use-live-query';
import { defineMessages } from '../../../../i18n/define-messages';
import { useLocaleProfile } from '../../../../lib/locale-context';
import { formatDate } from '../../../../lib/locale';
import { profileLink, questionLink } from '../../../../lib/paths';
import { useMeetingWith, useMeetingWrites, useMeetings, type Meeting } from '../../../../features/meetings/meetings';
import { openWeMetModal } from '../../../../features/meetings/we-met-modal-store';
import { ProfileSection } from '../../../../features/profiles/components/profile-view';
import { useUsersByIds } from '../../../../db/use-members';
import { ownDirection } from '../../../../i18n/own-direction';

const messages = defineMessages({
  bookmarks: { id: 'routes.profile.bookmarks', defaultMessage: 'Bookmarked questions' },
  noBookmarks: { id: 'routes.profile.noBookmarks', defaultMessage: 'Bookmark a question to find it here.' },
  peopleMet: { id: 'routes.profile.peopleMet', defaultMessage: '{count, plural, =0 {People I met} other {People I met (#)}}' },
  noneMet: {
    id: 'routes.profile.noneMet',
    defaultMessage: 'You have not recorded meeting anyone yet. Tap Connect and scan their code, or open their profile and tap We met.',
  },
  aMember: { id: 'routes.profile.aMember', defaultMessage: 'A member' },
  metOn: { id: 'routes.profile.metOn', defaultMessage: 'Met on {date}' },
  metOnWaitingFor: { id: 'routes.profile.metOnWaitingFor', defaultMessage: 'Met on {date} · waiting for {name} to confirm' },
  metOnWaiting: { id: 'routes.profile.metOnWaiting', defaultMessage: 'Met on {date} · waiting for them to confirm' },
  contactsToConfirm: { id: 'routes.profile.contactsToConfirm', defaultMessage: '{count, plural, one {All contacts · # to confirm} other {All contacts · # to confirm}}' },
  allContacts: { id: 'routes.profile.allContacts', defaultMessage: 'All contacts: search, tag, export' },
  youMetOn: { id: 'routes.profile.youMetOn', defaultMessage: 'You met on {date}' },
  waitingFor: { id: 'routes.profile.waitingFor', defaultMessage: 'Waiting for {name} to confirm' },
  waiting: { id: 'routes.profile.waiting', defaultMessage: 'Waiting for them to confirm' },
  saysYouMet: { id: 'routes.profile.saysYouMet', defaultMessage: '{name} says you met' },
  someoneSaysYouMet: { id: 'routes.profile.someoneSaysYouMet', defaultMessage: 'They say you met' },
  weMet: { id: 'routes.profile.weMet', defaultMessage: 'We met' },
});

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
  const intl = useIntl();
  const { data: bookmarkIds } = useBookmarks(memberId);
  const { data: bookmarked } = useQuestions(bookmarkIds ?? []);
  return (
    <ProfileSection title={intl.formatMessage(messages.bookmarks)}>
      <Stack gap="xs">
        {bookmarked && bookmarked.length === 0 && (
          <Text c="dimmed" size="sm">
            {intl.formatMessage(messages.noBookmarks)}
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
  const intl = useIntl();
  const { data: meetings } = useMeetings(memberId);
  const { data: people } = useUsersByIds((meetings ?? []).map((meeting) => meeting.otherId));
  const locale = useLocaleProfile();
  const all = meetings ?? [];
  const list = all.filter((meeting) => meeting.state !== 'to-confirm');
  const toConfirm = all.length - list.length;
  return (
    <ProfileSection title={intl.formatMessage(messages.peopleMet, { count: list.length })} testId="people-met">
      {meetings && list.length === 0 && (
        <Text c="dimmed" size="sm">
          {intl.formatMessage(messages.noneMet)}
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.slice(0, PEOPLE_MET_SHOWN).map((meeting) => {
          const person = people?.get(meeting.otherId);
          const date = formatDate(meeting.at, locale);
          const waitingName = person?.first_name || person?.full_name;
          return (
            <Group key={meeting.id} component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="met-person">
              <Avatar name={person?.full_name} src={person?.profile_picture} size="md" role={person?.role} />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap={6} wrap="nowrap" miw={0}>
                  <AnchorLink {...profileLink(person ?? { id: meeting.otherId })} fw={600} truncate dir="auto">
                    {person?.full_name ?? intl.formatMessage(messages.aMember)}
                  </AnchorLink>
                  {meeting.pending && <SyncBadge state="pending" />}
                </Group>
                <Text size="xs" c="dimmed">
                  {meeting.state !== 'waiting'
                    ? intl.formatMessage(messages.metOn, { date })
                    : waitingName
                      ? intl.formatMessage(messages.metOnWaitingFor, { date, name: ownDirection(waitingName) })
                      : intl.formatMessage(messages.metOnWaiting, { date })}
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
            {toConfirm > 0 ? intl.formatMessage(messages.contactsToConfirm, { count: toConfirm }) : intl.formatMessage(messages.allContacts)}
          </ButtonLink>
        </Group>
      )}
    </ProfileSection>
  );
}

/** How many of the people met the profile shows; the rest are in the contacts. */
const PEOPLE_MET_SHOWN = 5;

/** `name`: the other member's first name (or full name), when this device knows it. */
function MetLine({ meeting, name }: { meeting: Meeting; name: string | undefined }) {
  const intl = useIntl();
  const locale = useLocaleProfile();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="met-status">
      <Group gap={6}>
        <IconHeartHandshake size={18} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
        <Text fw={600} size="sm">
          {intl.formatMessage(messages.youMetOn, { date: formatDate(meeting.at, locale) })}
        </Text>
        {meeting.pending && <SyncBadge state="pending" />}
      </Group>
      {meeting.state === 'waiting' && (
        <Text size="sm" c="dimmed" mt={4} data-testid="met-waiting">
          {name ? intl.formatMessage(messages.waitingFor, { name: ownDirection(name) }) : intl.formatMessage(messages.waiting)}
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
  const intl = useIntl();
  const { data: meeting, loading } = useMeetingWith(memberId, otherId);
  const { data: people } = useUsersByIds([otherId]);
  const writes = useMeetingWrites();
  const [recording, setRecording] = useState(false);
  const person = people?.get(otherId);
  const name = person?.first_name || person?.full_name || undefined;
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
          {person?.full_name !== undefined ? intl.formatMessage(messages.saysYouMet, { name: ownDirection(person.full_name) }) : intl.formatMessage(messages.someoneSaysYouMet)}
        </Text>
      )}
      <Button leftSection={<IconHeartHandshake size={18} aria-hidden="true" />} onClick={() => void record()} loading={recording}>
        {intl.formatMessage(messages.weMet)}
      </Button>
    </Group>
  );
}
