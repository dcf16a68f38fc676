import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { mayHide, REPORT_REASON_LABELS } from '../../../schemas/report.schema';
import { localWrite } from '../../components/local-write/local-write';
import { toast } from '../../components/toasts/toast';
import { resolveReports } from '../../db/report-writes';
import { useReports } from '../../db/use-open-reports';
import { useUsersByIds } from '../../db/use-members';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { formatRelativeTime } from '../../lib/locale';
import { groupReports, type ReportGroup } from './report-groups';
import { ownDirection } from '../../i18n/own-direction';

const KIND_LABEL = defineMessages({
  question: { id: 'reports.kind.question', defaultMessage: 'Question' },
  chat_message: { id: 'reports.kind.chatMessage', defaultMessage: 'Chat message' },
  user: { id: 'reports.kind.user', defaultMessage: 'Profile' },
  answer: { id: 'reports.kind.answer', defaultMessage: 'Answer' },
  poll_word: { id: 'reports.kind.pollWord', defaultMessage: 'Word-cloud word' },
});
const STATUS_LABEL = defineMessages({
  open: { id: 'reports.status.open', defaultMessage: 'Waiting' },
  hidden: { id: 'reports.status.hidden', defaultMessage: 'Hidden' },
  dismissed: { id: 'reports.status.dismissed', defaultMessage: 'Dismissed' },
});

// Each sentence about a reported thing names it by its kind, so a language can agree its words with the noun.
const messages = defineMessages({
  cardLabel: {
    id: 'reports.card.label',
    defaultMessage: 'Reported {kind, select, question {question} chat_message {message} user {profile} answer {answer} poll_word {word} other {item}}',
  },
  inWordCloud: { id: 'reports.card.inWordCloud', defaultMessage: 'in a word cloud · {when}' },
  byAuthor: { id: 'reports.card.byAuthor', defaultMessage: 'by {name} · {when}' },
  byMember: { id: 'reports.card.byMember', defaultMessage: 'by a member · {when}' },
  reportCount: { id: 'reports.card.reportCount', defaultMessage: '{count, plural, one {# report} other {# reports}}' },
  gone: {
    id: 'reports.card.gone',
    defaultMessage: 'The {kind, select, question {question} chat_message {message} user {profile} answer {answer} poll_word {word} other {item}} is no longer there.',
  },
  reasons: { id: 'reports.card.reasons', defaultMessage: 'Reasons' },
  reasonTimes: { id: 'reports.card.reasonTimes', defaultMessage: '{reason} × {times}' },
  details: { id: 'reports.card.details', defaultMessage: '“{details}”' },
  hide: {
    id: 'reports.card.hide',
    defaultMessage: 'Hide {kind, select, question {question} chat_message {message} user {profile} answer {answer} poll_word {word} other {item}}',
  },
  profileNotHidden: { id: 'reports.card.profileNotHidden', defaultMessage: 'A profile is how members find each other, so it is not hidden: dismiss the report, or message the member.' },
  dismiss: { id: 'reports.card.dismiss', defaultMessage: 'Dismiss' },
  notResolved: { id: 'reports.queue.notResolved', defaultMessage: 'The report was not resolved' },
  hidden: {
    id: 'reports.queue.hidden',
    defaultMessage: 'The {kind, select, question {question} chat_message {message} user {profile} answer {answer} poll_word {word} other {item}} is hidden',
  },
  dismissed: { id: 'reports.queue.dismissed', defaultMessage: 'Report dismissed' },
  reportersTold: { id: 'reports.queue.reportersTold', defaultMessage: '{count, plural, one {Its reporter will be told.} other {Its # reporters will be told.}}' },
  loading: { id: 'reports.queue.loading', defaultMessage: 'Loading reports' },
  heading: { id: 'reports.queue.heading', defaultMessage: 'Reports' },
  intro: {
    id: 'reports.queue.intro',
    defaultMessage: '{scopeName}: what members reported, each thing once. Hide it, or dismiss the report when nothing is wrong; the reporters are told.',
  },
  waitingLabel: { id: 'reports.queue.waitingLabel', defaultMessage: 'Waiting for review' },
  waitingHeading: { id: 'reports.queue.waitingHeading', defaultMessage: '{count, plural, =0 {Waiting for review} other {Waiting for review (#)}}' },
  emptyTitle: { id: 'reports.queue.emptyTitle', defaultMessage: 'Nothing waits for review' },
  emptyText: {
    id: 'reports.queue.emptyText',
    defaultMessage: 'When a member reports something here, it shows up in this list and you get a notification. Nothing to do until then.',
  },
  reviewed: { id: 'reports.queue.reviewed', defaultMessage: 'Reviewed' },
});

function ReportCard({ group, authorName, onResolve }: { group: ReportGroup; authorName: string | undefined; onResolve: (group: ReportGroup, status: 'hidden' | 'dismissed') => Promise<void> }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'hidden' | 'dismissed' | null>(null);
  const kind = group.kind;
  const when = formatRelativeTime(group.newest);
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
    <Card withBorder radius="md" p="md" component="article" aria-label={intl.formatMessage(messages.cardLabel, { kind })} data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} miw={0} wrap="nowrap">
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {intl.formatMessage(KIND_LABEL[group.kind])}
            </Badge>
            {/* Who and when in full, on two lines on a phone, rather than cut. */}
            <Text size="sm" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {group.kind === 'poll_word'
                ? intl.formatMessage(messages.inWordCloud, { when })
                : authorName
                  ? intl.formatMessage(messages.byAuthor, { name: ownDirection(authorName), when })
                  : intl.formatMessage(messages.byMember, { when })}
            </Text>
          </Group>
          <Badge variant={group.status === 'open' ? 'filled' : 'light'} color={group.status === 'open' ? 'red' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
            {group.status === 'open' ? intl.formatMessage(messages.reportCount, { count }) : intl.formatMessage(STATUS_LABEL[group.status])}
          </Badge>
        </Group>
        <Text component="blockquote" size="sm" m={0} pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {group.excerpt ?? intl.formatMessage(messages.gone, { kind })}
        </Text>
        <Group gap={6} component="ul" aria-label={intl.formatMessage(messages.reasons)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {group.reasons.map(({ reason, count: times }) => (
            <Badge key={reason} component="li" variant="outline" tt="none" color="gray">
              {times > 1 ? intl.formatMessage(messages.reasonTimes, { reason: REPORT_REASON_LABELS[reason], times }) : REPORT_REASON_LABELS[reason]}
            </Badge>
          ))}
        </Group>
        {details.map((report) => (
          <Text key={report.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(messages.details, { details: report.details?.trim() })}
          </Text>
        ))}
        {group.status === 'open' && (
          <Group gap="sm">
            {mayHide(group.kind) ? (
              <Button color="red" size="sm" leftSection={<IconEyeOff size={16} aria-hidden="true" />} loading={busy === 'hidden'} disabled={busy !== null} onClick={() => void act('hidden')}>
                {intl.formatMessage(messages.hide, { kind })}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" w="100%">
                {intl.formatMessage(messages.profileNotHidden)}
              </Text>
            )}
            <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden="true" />} loading={busy === 'dismissed'} disabled={busy !== null} onClick={() => void act('dismissed')}>
              {intl.formatMessage(messages.dismiss)}
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
  const intl = useIntl();
  const { data: reports, loading } = useReports(eventId);
  const groups = groupReports(reports ?? [], memberId);
  const { data: people } = useUsersByIds(groups.flatMap((group) => (group.authorId ? [group.authorId] : [])));
  const waiting = groups.filter((group) => group.status === 'open');
  const reviewed = groups.filter((group) => group.status !== 'open');
  const resolve = async (group: ReportGroup, status: 'hidden' | 'dismissed') => {
    const result = await localWrite((db) => resolveReports(db, group.open.map((report) => report.id), status), { failure: appIntl().formatMessage(messages.notResolved) });
    if (!result.stored) return;
    toast.success(status === 'hidden' ? appIntl().formatMessage(messages.hidden, { kind: group.kind }) : appIntl().formatMessage(messages.dismissed), {
      description: appIntl().formatMessage(messages.reportersTold, { count: result.value }),
    });
  };
  if (loading && !reports) {
    return (
      <Center py="xl">
        <Loader aria-label={intl.formatMessage(messages.loading)} />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {intl.formatMessage(messages.heading)}
        </Title>
        <Text c="dimmed" size="sm">
          {intl.formatMessage(messages.intro, { scopeName })}
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.waitingLabel)}>
        <Title order={2} size="h5">
          {intl.formatMessage(messages.waitingHeading, { count: waiting.length })}
        </Title>
        {waiting.length === 0 && (
          <Card withBorder radius="md" p="md" data-testid="reports-empty">
            <Text fw={600}>{intl.formatMessage(messages.emptyTitle)}</Text>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.emptyText)}
            </Text>
          </Card>
        )}
        {waiting.map((group) => (
          <ReportCard key={group.key} group={group} authorName={group.authorId ? people?.get(group.authorId)?.full_name : undefined} onResolve={resolve} />
        ))}
      </Stack>
      {reviewed.length > 0 && (
        <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.reviewed)}>
          <Title order={2} size="h5">
            {intl.formatMessage(messages.reviewed)}
          </Title>
          {reviewed.map((group) => (
            <ReportCard key={group.key} group={group} authorName={group.authorId ? people?.get(group.authorId)?.full_name : undefined} onResolve={resolve} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
