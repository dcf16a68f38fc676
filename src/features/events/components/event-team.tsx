import { ActionIcon, Badge, Button, Group, Loader, Modal, NativeSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserMinus, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { mayRunTeam, nowInRole, roleChoices, ROLE_NAMES, teamProblem } from '../../../../schemas/event-rules';
import { EVENT_ROLES, type EventDoc, type EventRole } from '../../../../schemas/event.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { AnchorLink } from '../../../components/links';
import { useMemberChoices, useUsersByIds } from '../../../db/use-members';
import { profileLink } from '../../../lib/paths';
import type { CurrentUser } from '../../../member/member-store';
import { useEventEditing } from '../hooks/use-event-editing';
import { defineMessages } from '../../../i18n/define-messages';
import { midSentence } from '../../../i18n/mid-sentence';

const messages = defineMessages({
  aMember: { id: 'events.team.aMember', defaultMessage: 'A member' },
  they: { id: 'events.team.they', defaultMessage: 'They' },
  title: { id: 'events.team.title', defaultMessage: 'Team' },
  close: { id: 'events.team.close', defaultMessage: 'Close' },
  roleDoes: { id: 'events.team.roleDoes', defaultMessage: '<b>{role}:</b> {does}.' },
  emptyEvent: { id: 'events.team.empty.event', defaultMessage: 'Nobody helps run this event yet: add someone below.' },
  emptyCommunity: { id: 'events.team.empty.community', defaultMessage: 'Nobody helps run this community yet: add someone below.' },
  theTeam: { id: 'events.team.list', defaultMessage: 'The team' },
  roleOf: { id: 'events.team.roleOf', defaultMessage: 'Role of {name}' },
  remove: { id: 'events.team.remove', defaultMessage: 'Remove {name} from the team' },
  removed: { id: 'events.team.removed', defaultMessage: '{name} is no longer in the team' },
  addSomeone: { id: 'events.team.addSomeone', defaultMessage: 'Add someone' },
  member: { id: 'events.team.member.label', defaultMessage: 'Member' },
  memberPlaceholder: { id: 'events.team.member.placeholder', defaultMessage: 'Search members by name' },
  memberNothingFound: { id: 'events.team.member.nothingFound', defaultMessage: 'No member of that name on this device' },
  role: { id: 'events.team.role', defaultMessage: 'Role' },
  add: { id: 'events.team.add', defaultMessage: 'Add to the team' },
  manage: { id: 'events.team.manage', defaultMessage: 'Manage team' },
  noTeam: { id: 'events.team.noTeam', defaultMessage: 'Add co-hosts, moderators and door staff to run it with you.' },
});

type Team = NonNullable<EventDoc['team']>;

const nameOf = (intl: IntlShape, profiles: ReadonlyMap<string, UserDoc> | undefined, id: string) =>
  profiles?.get(id)?.full_name?.trim() || intl.formatMessage(messages.aMember);

/** One person of the team: their name (to their profile, where this device has it) and role. */
function TeamMember({ userId, role, profiles }: { userId: string; role: EventRole; profiles: ReadonlyMap<string, UserDoc> | undefined }) {
  const intl = useIntl();
  const profile = profiles?.get(userId);
  return (
    <Group gap="xs" wrap="nowrap" component="li" data-testid="team-member">
      {profile ? (
        <AnchorLink {...profileLink(profile)} fw={500}>
          {nameOf(intl, profiles, userId)}
        </AnchorLink>
      ) : (
        <Text fw={500}>{nameOf(intl, profiles, userId)}</Text>
      )}
      <Badge variant="light" color={role === 'co_host' ? 'violet' : role === 'moderator' ? 'blue' : 'teal'} size="sm" tt="none">
        {ROLE_NAMES[role].name}
      </Badge>
    </Group>
  );
}

type EditorProps = { event: EventDoc; team: Team; profiles: ReadonlyMap<string, UserDoc> | undefined; opened: boolean; onClose: () => void };

/** The organiser's team editor: each person's role changed or taken away, and someone added by name. */
function TeamEditor({ event, team, profiles, opened, onClose }: EditorProps) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 48em)');
  const editing = useEventEditing();
  const { data: members } = useMemberChoices();
  const [person, setPerson] = useState<string | null>(null);
  const [role, setRole] = useState<EventRole>('co_host');
  const taken = useMemo(() => new Set([...team.map((member) => member.user_id), event.created_by]), [team, event.created_by]);
  const choices = useMemo(() => (members ?? []).filter((member) => !taken.has(member.value)), [members, taken]);
  const problem = person ? teamProblem([...team, { user_id: person, role }], event.created_by) : null;

  const save = async (next: Team, done: string) => (await editing.setTeam(event, next, done)).stored;
  const add = async () => {
    if (!person || problem) return;
    const name = choices.find((choice) => choice.value === person)?.label ?? intl.formatMessage(messages.they);
    if (await save([...team, { user_id: person, role }], nowInRole(name, role))) setPerson(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(messages.title)} fullScreen={phone} size="lg" closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
      <Stack gap="md">
        <Stack gap={4}>
          {EVENT_ROLES.map((each) => (
            <Text key={each} size="sm" c="dimmed">
              {intl.formatMessage(messages.roleDoes, {
                role: ROLE_NAMES[each].name,
                does: midSentence(ROLE_NAMES[each].does, intl.locale),
                b: (chunks) => <Text span fw={600} c="var(--mantine-color-text)">{chunks}</Text>,
              })}
            </Text>
          ))}
        </Stack>
        {team.length === 0 ? (
          <Text c="dimmed" data-testid="team-empty">{intl.formatMessage(event.is_community ? messages.emptyCommunity : messages.emptyEvent)}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage(messages.theTeam)}>
            {team.map((member) => {
              const name = nameOf(intl, profiles, member.user_id);
              return (
                <Group key={member.user_id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="team-row">
                  <Text fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">{name}</Text>
                  <Group gap="xs" wrap="nowrap">
                    <NativeSelect
                      aria-label={intl.formatMessage(messages.roleOf, { name })}
                      data={roleChoices()}
                      value={member.role}
                      onChange={(change) => {
                        const next = change.currentTarget.value as EventRole;
                        void save(
                          team.map((each) => (each.user_id === member.user_id ? { ...each, role: next } : each)),
                          nowInRole(name, next),
                        );
                      }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={intl.formatMessage(messages.remove, { name })}
                      onClick={() => void save(team.filter((each) => each.user_id !== member.user_id), intl.formatMessage(messages.removed, { name }))}
                    >
                      <IconUserMinus size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <Stack gap="xs" component="form" onSubmit={(submitted) => { submitted.preventDefault(); void add(); }}>
          <Title order={3} size="h5">{intl.formatMessage(messages.addSomeone)}</Title>
          <Select
            label={intl.formatMessage(messages.member)}
            placeholder={intl.formatMessage(messages.memberPlaceholder)}
            searchable
            data={choices}
            value={person}
            onChange={setPerson}
            nothingFoundMessage={members ? intl.formatMessage(messages.memberNothingFound) : undefined}
            rightSection={members ? undefined : <Loader size="xs" />}
          />
          <NativeSelect label={intl.formatMessage(messages.role)} data={roleChoices()} value={role} onChange={(change) => setRole(change.currentTarget.value as EventRole)} />
          {problem && <Text c="red" size="sm" role="alert">{problem}</Text>}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUserPlus size={16} aria-hidden="true" />} disabled={!person || Boolean(problem)}>
              {intl.formatMessage(messages.add)}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}

/**
 * Who runs an event with its organiser, on its page for everyone: co-hosts, moderators and door staff.
 * Its organiser (or an admin) opens the team editor from here. Nothing shows when there is no team and
 * nobody to name one.
 */
export function EventTeam({ event, member }: { event: EventDoc; member: CurrentUser | null }) {
  const intl = useIntl();
  const team = useMemo(() => event.team ?? [], [event.team]);
  const ids = useMemo(() => team.map((each) => each.user_id), [team]);
  const { data: profiles } = useUsersByIds(ids);
  const [editing, setEditing] = useState(false);
  // The editor reads every member this device holds (thousands at a conference) for its picker: it is
  // put in the page when first opened, and then kept so that it closes with its animation.
  const [editorOpened, setEditorOpened] = useState(false);
  const openEditor = () => {
    setEditorOpened(true);
    setEditing(true);
  };
  const runsTeam = member !== null && !event.is_meetverse && mayRunTeam(event, member);
  if (team.length === 0 && !runsTeam) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-team-heading" data-testid="event-team">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <IconUsersGroup size={20} stroke={1.6} aria-hidden="true" />
          <Title order={2} size="h4" id="event-team-heading">{intl.formatMessage(messages.title)}</Title>
        </Group>
        {runsTeam && (
          <Button variant="light" size="compact-sm" onClick={openEditor}>
            {intl.formatMessage(messages.manage)}
          </Button>
        )}
      </Group>
      {team.length === 0 ? (
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.noTeam)}</Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {team.map((each) => (
            <TeamMember key={each.user_id} userId={each.user_id} role={each.role} profiles={profiles} />
          ))}
        </Stack>
      )}
      {runsTeam && editorOpened && <TeamEditor event={event} team={team} profiles={profiles} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
