import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCrown, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDateTime } from '../../lib/locale';
import {
  CHAMPION_MEANS,
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = { ok: boolean; message: string } | null;

/** Asks before a role changes: what will change, for whom, and how to undo it. */
function ConfirmRole({ opened, title, text, action, busy, onCancel, onConfirm }: { opened: boolean; title: string; text: string; action: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
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
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const action = role === 'admin' ? 'Promote' : 'Make champion';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!EMAIL.test(email.trim())) {
      setProblem('Enter an email address');
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
            placeholder="member@example.com"
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
          title={role === 'admin' ? `Make ${email.trim()} an admin?` : `Make ${email.trim()} a champion?`}
          text={
            role === 'admin'
              ? 'An admin can give and take the admin and champion roles and reads every suggestion. You can make them a member again from the list below.'
              : `${CHAMPION_MEANS} You can make them a member again from the list below.`
          }
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
    <Stack gap="sm" component="section" aria-label="Suggestions from members">
      <Title order={3} size="h5">
        Suggestions from members{total !== null ? ` (${total})` : ''}
      </Title>
      {error && (
        <Alert color="red" variant="light" title="Could not load the suggestions">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" onClick={() => void load(page === 1 && rows.length === 0 ? 1 : page + 1)}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {!error && total === 0 && <Text c="dimmed" size="sm">No suggestions yet. Members send them from 'Suggest a feature'.</Text>}
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" px="md" py="sm" data-testid="member-suggestion">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
          {row.details && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.details}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={6}>
            {row.author_name} · {formatDateTime(row.created_at, profile)}
          </Text>
        </Card>
      ))}
      {loading && (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label="Loading suggestions" />
        </Group>
      )}
      {!loading && total !== null && rows.length < total && (
        <Button variant="light" onClick={() => void load(page + 1)}>
          Show more
        </Button>
      )}
    </Stack>
  );
}

/** Every admin and champion, each with 'Make member' (asked first), except the admins the server's configuration names. */
function RoleHolders({ version, onChanged }: { version: number; onChanged: () => void }) {
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
      setOutcome({ ok: true, message: `${member.full_name || 'The member'} is a member again` });
      onChanged();
    } catch (failure) {
      setOutcome({ ok: false, message: roleChangeError(failure) });
    } finally {
      setBusy(false);
      setUndoing(null);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label="Admins and champions">
      <Title order={3} size="h5">
        Admins and champions
      </Title>
      {error && <Text size="sm" c="red">{error}</Text>}
      {!error && holders === null && <Loader size="sm" aria-label="Loading admins and champions" />}
      {holders?.map((holder) => (
        <Card key={holder.id} withBorder radius="md" px="md" py="xs" data-testid="role-holder">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              {/* The whole name, on two lines if need be: a cut name may be the wrong person's. */}
              <Group gap={6} wrap="wrap" align="center">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} miw={0}>
                  {holder.full_name || holder.email}
                </Text>
                <Badge size="sm" variant="light" color={holder.role === 'admin' ? 'violet' : 'teal'} style={{ flexShrink: 0 }}>
                  {holder.role === 'admin' ? 'Admin' : 'Champion'}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {holder.email}
                {holder.fixed ? ' · set by the server (ADMIN_EMAILS)' : ''}
              </Text>
            </Stack>
            {!holder.fixed && (
              <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => setUndoing(holder)} aria-label={`Make ${holder.full_name || holder.email} a member`}>
                Make member
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
        title={`Make ${undoing?.full_name || undoing?.email || 'them'} a member again?`}
        text={undoing?.role === 'admin' ? 'They lose the admin tools. The last admin cannot be made a member.' : 'Their champion badge goes.'}
        action="Make member"
        busy={busy}
        onCancel={() => setUndoing(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

/** For admins only: give members roles by email, and undo them, and read what members suggest. The server checks too. */
export function AdminSection() {
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  return (
    <Stack gap="lg" component="section" aria-label="Admin">
      <Title order={2} size="h4">
        Admin
      </Title>
      <Text size="sm" c="dimmed">
        {CHAMPION_MEANS}
      </Text>
      <RoleForm role="champion" label="Make a member a champion" icon={<IconRosetteDiscountCheck size={16} aria-hidden="true" />} onChanged={changed} />
      <RoleForm role="admin" label="Promote a member to admin" icon={<IconCrown size={16} aria-hidden="true" />} onChanged={changed} />
      <RoleHolders version={version} onChanged={changed} />
      <Suggestions />
    </Stack>
  );
}
