import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCrown, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDateTime } from '../../lib/locale';
import {
  changeRole,
  listRoleHolders,
  listSuggestions,
  makeMember,
  roleChanged,
  roleChangeError,
  suggestionsError,
  type ListedSuggestion,
  type RoleChange,
  type RoleHolder,
} from './admin-api';
import { ownDirection } from '../../i18n/own-direction';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const messages = defineMessages({
  championMeans: {
    id: 'admin.section.championMeans',
    defaultMessage: 'A champion is a member people can turn to for help: their avatar wears a champion badge on their questions, chats and profile. Champions have no admin powers.',
  },
  cancel: { id: 'admin.confirm.cancel', defaultMessage: 'Cancel' },
  promote: { id: 'admin.roleForm.promote', defaultMessage: 'Promote' },
  makeChampion: { id: 'admin.roleForm.makeChampion', defaultMessage: 'Make champion' },
  enterEmail: { id: 'admin.roleForm.enterEmail', defaultMessage: 'Enter an email address' },
  emailExample: { id: 'admin.roleForm.emailExample', defaultMessage: 'member@example.com' },
  askAdmin: { id: 'admin.roleForm.askAdmin', defaultMessage: 'Make {email} an admin?' },
  askChampion: { id: 'admin.roleForm.askChampion', defaultMessage: 'Make {email} a champion?' },
  adminMeans: {
    id: 'admin.roleForm.adminMeans',
    defaultMessage: 'An admin can give and take the admin and champion roles and reads every suggestion. You can make them a member again from the list below.',
  },
  championUndo: {
    id: 'admin.roleForm.championConfirm',
    defaultMessage:
      'A champion is a member people can turn to for help: their avatar wears a champion badge on their questions, chats and profile. Champions have no admin powers. You can make them a member again from the list below.',
  },
  suggestions: { id: 'admin.suggestions.heading', defaultMessage: 'Suggestions from members' },
  suggestionsCount: { id: 'admin.suggestions.headingWithCount', defaultMessage: 'Suggestions from members ({total})' },
  loadFailed: { id: 'admin.suggestions.loadFailed', defaultMessage: 'Could not load the suggestions' },
  tryAgain: { id: 'admin.suggestions.tryAgain', defaultMessage: 'Try again' },
  none: { id: 'admin.suggestions.none', defaultMessage: "No suggestions yet. Members send them from 'Suggest a feature'." },
  byline: { id: 'admin.suggestions.byline', defaultMessage: '{author} · {date}' },
  loading: { id: 'admin.suggestions.loading', defaultMessage: 'Loading suggestions' },
  showMore: { id: 'admin.suggestions.showMore', defaultMessage: 'Show more' },
  memberAgain: { id: 'admin.holders.memberAgain', defaultMessage: '{name} is a member again' },
  memberAgainUnnamed: { id: 'admin.holders.memberAgainUnnamed', defaultMessage: 'The member is a member again' },
  holders: { id: 'admin.holders.heading', defaultMessage: 'Admins and champions' },
  holdersLoading: { id: 'admin.holders.loading', defaultMessage: 'Loading admins and champions' },
  admin: { id: 'admin.holders.admin', defaultMessage: 'Admin' },
  champion: { id: 'admin.holders.champion', defaultMessage: 'Champion' },
  fixed: { id: 'admin.holders.fixed', defaultMessage: '{email} · set by the server (ADMIN_EMAILS)' },
  makeMemberOf: { id: 'admin.holders.makeMemberOf', defaultMessage: 'Make {name} a member' },
  makeMember: { id: 'admin.holders.makeMember', defaultMessage: 'Make member' },
  askMember: { id: 'admin.holders.askMember', defaultMessage: 'Make {name} a member again?' },
  askMemberUnnamed: { id: 'admin.holders.askMemberUnnamed', defaultMessage: 'Make them a member again?' },
  adminLoses: { id: 'admin.holders.adminLoses', defaultMessage: 'They lose the admin tools. The last admin cannot be made a member.' },
  championLoses: { id: 'admin.holders.championLoses', defaultMessage: 'Their champion badge goes.' },
  heading: { id: 'admin.section.heading', defaultMessage: 'Admin' },
  championForm: { id: 'admin.section.championForm', defaultMessage: 'Make a member a champion' },
  adminForm: { id: 'admin.section.adminForm', defaultMessage: 'Promote a member to admin' },
});

type Outcome = { ok: boolean; message: ReactNode } | null;

/** Asks before a role changes: what will change, for whom, and how to undo it. */
function ConfirmRole({ opened, title, text, action, busy, onCancel, onConfirm }: { opened: boolean; title: ReactNode; text: string; action: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One admin action: an email, a button, a question first, and what came of it. */
function RoleForm({ role, label, icon, onChanged }: { role: RoleChange; label: string; icon: ReactNode; onChanged: () => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const action = intl.formatMessage(role === 'admin' ? messages.promote : messages.makeChampion);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!EMAIL.test(email.trim())) {
      setProblem(intl.formatMessage(messages.enterEmail));
      return;
    }
    setProblem(null);
    setAsking(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const member = await changeRole(role, email);
      setOutcome({ ok: true, message: roleChanged(role, member) });
      setEmail('');
      onChanged();
    } catch (error) {
      setOutcome({ ok: false, message: roleChangeError(error) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        {/* On a phone the button goes under a field wide enough for a whole address. */}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 220px' }}
            type="email"
            label={label}
            placeholder={intl.formatMessage(messages.emailExample)}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem}
            autoComplete="off"
          />
          <Button type="submit" loading={busy} leftSection={icon} mb={problem ? 22 : 0}>
            {action}
          </Button>
        </Group>
        <ConfirmRole
          opened={asking}
          title={intl.formatMessage(role === 'admin' ? messages.askAdmin : messages.askChampion, { email: email.trim() })}
          text={intl.formatMessage(role === 'admin' ? messages.adminMeans : messages.championUndo)}
          action={action}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
        {outcome && (
          <Text role="status" size="sm" c={outcome.ok ? 'teal' : 'red'}>
            {outcome.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}

const PER_PAGE = 20;

/** Every member's suggestions, newest first, 20 at a time. */
function Suggestions() {
  const intl = useIntl();
  const profile = useLocaleProfile();
  const [rows, setRows] = useState<ListedSuggestion[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (wanted: number) => {
    setLoading(true);
    setError(null);
    try {
      const answer = await listSuggestions(wanted, PER_PAGE);
      setRows((before) => (wanted === 1 ? answer.data : [...before, ...answer.data.filter((row) => !before.some((seen) => seen.id === row.id))]));
      setTotal(answer.total);
      setPage(wanted);
    } catch (failure) {
      setError(suggestionsError(failure));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(1), [load]);

  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.suggestions)}>
      <Title order={3} size="h5">
        {total !== null ? intl.formatMessage(messages.suggestionsCount, { total }) : intl.formatMessage(messages.suggestions)}
      </Title>
      {error && (
        <Alert color="red" variant="light" title={intl.formatMessage(messages.loadFailed)}>
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" onClick={() => void load(page === 1 && rows.length === 0 ? 1 : page + 1)}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          </Group>
        </Alert>
      )}
      {!error && total === 0 && <Text c="dimmed" size="sm">{intl.formatMessage(messages.none)}</Text>}
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" px="md" py="sm" data-testid="member-suggestion">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {row.title}
          </Text>
          {row.details && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
              {row.details}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={6}>
            {intl.formatMessage(messages.byline, { author: ownDirection(row.author_name), date: formatDateTime(row.created_at, profile) })}
          </Text>
        </Card>
      ))}
      {loading && (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label={intl.formatMessage(messages.loading)} />
        </Group>
      )}
      {!loading && total !== null && rows.length < total && (
        <Button variant="light" onClick={() => void load(page + 1)}>
          {intl.formatMessage(messages.showMore)}
        </Button>
      )}
    </Stack>
  );
}

/** Every admin and champion, each with 'Make member' (asked first), except the admins the server's configuration names. */
function RoleHolders({ version, onChanged }: { version: number; onChanged: () => void }) {
  const intl = useIntl();
  const [holders, setHolders] = useState<RoleHolder[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<RoleHolder | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    let current = true;
    listRoleHolders().then(
      (list) => {
        if (!current) return;
        setHolders(list);
        setError(null);
      },
      (failure: unknown) => current && setError(roleChangeError(failure)),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const confirm = async () => {
    if (!undoing) return;
    setBusy(true);
    try {
      const member = await makeMember(undoing.email);
      setOutcome({ ok: true, message: member.full_name ? intl.formatMessage(messages.memberAgain, { name: ownDirection(member.full_name) }) : intl.formatMessage(messages.memberAgainUnnamed) });
      onChanged();
    } catch (failure) {
      setOutcome({ ok: false, message: roleChangeError(failure) });
    } finally {
      setBusy(false);
      setUndoing(null);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.holders)}>
      <Title order={3} size="h5">
        {intl.formatMessage(messages.holders)}
      </Title>
      {error && <Text size="sm" c="red">{error}</Text>}
      {!error && holders === null && <Loader size="sm" aria-label={intl.formatMessage(messages.holdersLoading)} />}
      {holders?.map((holder) => (
        <Card key={holder.id} withBorder radius="md" px="md" py="xs" data-testid="role-holder">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              {/* The whole name, on two lines if need be: a cut name may be the wrong person's. */}
              <Group gap={6} wrap="wrap" align="center">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} miw={0} dir="auto">
                  {holder.full_name || holder.email}
                </Text>
                <Badge size="sm" variant="light" color={holder.role === 'admin' ? 'violet' : 'teal'} style={{ flexShrink: 0 }}>
                  {intl.formatMessage(holder.role === 'admin' ? messages.admin : messages.champion)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {holder.fixed ? intl.formatMessage(messages.fixed, { email: holder.email }) : holder.email}
              </Text>
            </Stack>
            {!holder.fixed && (
              <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => setUndoing(holder)} aria-label={intl.formatMessage(messages.makeMemberOf, { name: holder.full_name || holder.email })}>
                {intl.formatMessage(messages.makeMember)}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {outcome && (
        <Text role="status" size="sm" c={outcome.ok ? 'teal' : 'red'}>
          {outcome.message}
        </Text>
      )}
      <ConfirmRole
        opened={undoing !== null}
        title={undoing?.full_name || undoing?.email ? intl.formatMessage(messages.askMember, { name: ownDirection(undoing.full_name || undoing.email) }) : intl.formatMessage(messages.askMemberUnnamed)}
        text={intl.formatMessage(undoing?.role === 'admin' ? messages.adminLoses : messages.championLoses)}
        action={intl.formatMessage(messages.makeMember)}
        busy={busy}
        onCancel={() => setUndoing(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

/** For admins only: give members roles by email, and undo them, and read what members suggest. The server checks too. */
export function AdminSection() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  return (
    <Stack gap="lg" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.championMeans)}
      </Text>
      <RoleForm role="champion" label={intl.formatMessage(messages.championForm)} icon={<IconRosetteDiscountCheck size={16} aria-hidden="true" />} onChanged={changed} />
      <RoleForm role="admin" label={intl.formatMessage(messages.adminForm)} icon={<IconCrown size={16} aria-hidden="true" />} onChanged={changed} />
      <RoleHolders version={version} onChanged={changed} />
      <Suggestions />
    </Stack>
  );
}
