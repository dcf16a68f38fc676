import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCrown, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDateTime } from '../../lib/locale';
import { changeRole, listSuggestions, roleChanged, roleChangeError, suggestionsError, type ListedSuggestion, type RoleChange } from './admin-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = { ok: boolean; message: string } | null;

/** One admin action: an email, a button, and what came of it. */
function RoleForm({ role, label, icon }: { role: RoleChange; label: string; icon: ReactNode }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!EMAIL.test(email.trim())) {
      setProblem('Enter an email address');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const member = await changeRole(role, email);
      setOutcome({ ok: true, message: roleChanged(role, member) });
      setEmail('');
    } catch (error) {
      setOutcome({ ok: false, message: roleChangeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            type="email"
            label={label}
            placeholder="member@example.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem}
            autoComplete="off"
          />
          <Button type="submit" loading={busy} leftSection={icon} mb={problem ? 22 : 0}>
            {role === 'admin' ? 'Promote' : 'Make champion'}
          </Button>
        </Group>
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

/** For admins only: give members roles by email, and read what members suggest. The server checks too. */
export function AdminSection() {
  return (
    <Stack gap="lg" component="section" aria-label="Admin">
      <Title order={2} size="h4">
        Admin
      </Title>
      <RoleForm role="champion" label="Make a member a champion" icon={<IconRosetteDiscountCheck size={16} aria-hidden="true" />} />
      <RoleForm role="admin" label="Promote a member to admin" icon={<IconCrown size={16} aria-hidden="true" />} />
      <Suggestions />
    </Stack>
  );
}
