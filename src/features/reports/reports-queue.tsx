import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { mayHide, REPORT_REASON_LABELS, REPORT_TARGET_NOUN, type ReportStatus } from '../../../schemas/report.schema';
import { localWrite } from '../../components/local-write/local-write';
import { toast } from '../../components/toasts/toast';
import { resolveReports } from '../../db/report-writes';
import { useReports } from '../../db/use-open-reports';
import { useUsersByIds } from '../../db/use-members';
import { formatRelativeTime } from '../../lib/locale';
import { groupReports, type ReportGroup } from './report-groups';

const KIND_LABEL = { question: 'Question', chat_message: 'Chat message', user: 'Profile', answer: 'Answer', poll_word: 'Word-cloud word' } as const;
const STATUS_LABEL: Record<ReportStatus, string> = { open: 'Waiting', hidden: 'Hidden', dismissed: 'Dismissed' };

function ReportCard({ group, authorName, onResolve }: { group: ReportGroup; authorName: string | undefined; onResolve: (group: ReportGroup, status: 'hidden' | 'dismissed') => Promise<void> }) {
  const [busy, setBusy] = useState<'hidden' | 'dismissed' | null>(null);
  const noun = REPORT_TARGET_NOUN[group.kind];
  const act = async (status: 'hidden' | 'dismissed') => {
    setBusy(status);
    try {
      await onResolve(group, status);
    } finally {
      setBusy(null);
    }
  };
  const count = group.reports.length;
  const details = group.reports.filter((report) => report.details?.trim());
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={`Reported ${noun}`} data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} miw={0} wrap="nowrap">
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {KIND_LABEL[group.kind]}
            </Badge>
            <Text size="sm" c="dimmed" truncate>
              {group.kind === 'poll_word' ? 'in a word cloud' : authorName ? `by ${authorName}` : 'by a member'} · {formatRelativeTime(group.newest)}
            </Text>
          </Group>
          <Badge variant={group.status === 'open' ? 'filled' : 'light'} color={group.status === 'open' ? 'red' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
            {group.status === 'open' ? (count === 1 ? '1 report' : `${count} reports`) : STATUS_LABEL[group.status]}
          </Badge>
        </Group>
        <Text component="blockquote" size="sm" m={0} pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {group.excerpt ?? `The ${noun} is no longer there.`}
        </Text>
        <Group gap={6} component="ul" aria-label="Reasons" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {group.reasons.map(({ reason, count: times }) => (
            <Badge key={reason} component="li" variant="outline" tt="none" color="gray">
              {REPORT_REASON_LABELS[reason]}
              {times > 1 ? ` × ${times}` : ''}
            </Badge>
          ))}
        </Group>
        {details.map((report) => (
          <Text key={report.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{report.details?.trim()}”
          </Text>
        ))}
        {group.status === 'open' && (
          <Group gap="sm">
            {mayHide(group.kind) ? (
              <Button color="red" size="sm" leftSection={<IconEyeOff size={16} aria-hidden="true" />} loading={busy === 'hidden'} disabled={busy !== null} onClick={() => void act('hidden')}>
                Hide {noun}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" w="100%">
                A profile is how members find each other, so it is not hidden: dismiss the report, or message the member.
              </Text>
            )}
            <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden="true" />} loading={busy === 'dismissed'} disabled={busy !== null} onClick={() => void act('dismissed')}>
              Dismiss
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The queue of reports a resolver resolves: an event's for its moderators (`eventId`), the rest for
 * the admins (null). Each reported thing once, with its reporters' reasons, and Hide or Dismiss, which
 * resolve all its open reports (each reporter is told); reviewed ones below.
 */
export function ReportsQueue({ eventId, memberId, scopeName }: { eventId: string | null; memberId: string; scopeName: string }) {
  const { data: reports, loading } = useReports(eventId);
  const groups = groupReports(reports ?? [], memberId);
  const { data: people } = useUsersByIds(groups.flatMap((group) => (group.authorId ? [group.authorId] : [])));
  const waiting = groups.filter((group) => group.status === 'open');
  const reviewed = groups.filter((group) => group.status !== 'open');
  const resolve = async (group: ReportGroup, status: 'hidden' | 'dismissed') => {
    const noun = REPORT_TARGET_NOUN[group.kind];
    const result = await localWrite((db) => resolveReports(db, group.open.map((report) => report.id), status), { failure: 'The report was not resolved' });
    if (!result.stored) return;
    toast.success(status === 'hidden' ? `The ${noun} is hidden` : 'Report dismissed', {
      description: result.value === 1 ? 'Its reporter will be told.' : `Its ${result.value} reporters will be told.`,
    });
  };
  if (loading && !reports) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading reports" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">
          Reports
        </Title>
        <Text c="dimmed" size="sm">
          {scopeName}: what members reported, each thing once. Hide it, or dismiss the report when nothing is wrong; the reporters are told.
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-label="Waiting for review">
        <Title order={2} size="h5">
          Waiting for review{waiting.length > 0 ? ` (${waiting.length})` : ''}
        </Title>
        {waiting.length === 0 && (
          <Card withBorder radius="md" p="md" data-testid="reports-empty">
            <Text fw={600}>Nothing waits for review</Text>
            <Text size="sm" c="dimmed">
              When a member reports something here, it shows up in this list and you get a notification. Nothing to do until then.
            </Text>
          </Card>
        )}
        {waiting.map((group) => (
          <ReportCard key={group.key} group={group} authorName={group.authorId ? people?.get(group.authorId)?.full_name : undefined} onResolve={resolve} />
        ))}
      </Stack>
      {reviewed.length > 0 && (
        <Stack gap="sm" component="section" aria-label="Reviewed">
          <Title order={2} size="h5">
            Reviewed
          </Title>
          {reviewed.map((group) => (
            <ReportCard key={group.key} group={group} authorName={group.authorId ? people?.get(group.authorId)?.full_name : undefined} onResolve={resolve} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
