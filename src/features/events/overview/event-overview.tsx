import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { TextLink } from '../../../components/links';
import { toast } from '../../../components/toasts/toast';
import { saveFile } from '../../../lib/save-file';
import { formatTimeIn } from '../../../lib/dates';
import { questionLink } from '../../../lib/paths';
import { deviceTimeZone } from '../../../../schemas/time-zone';
import { attendeesCsv, checkInAxis, exportName, questionsCsv, reactionsOf, type CheckInPoint } from './event-overview-data';
import { useEventOverview } from './use-event-overview';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  attending: { id: 'events.overview.figure.attending', defaultMessage: '{count, plural, other {attending}}' },
  checkedIn: { id: 'events.overview.figure.checkedIn', defaultMessage: '{count, plural, other {checked in}}' },
  asked: { id: 'events.overview.figure.asked', defaultMessage: '{count, plural, other {questions asked}}' },
  answered: { id: 'events.overview.figure.answered', defaultMessage: '{count, plural, other {answered in the room}}' },
  hidden: { id: 'events.overview.figure.hidden', defaultMessage: '{count, plural, other {hidden}}' },
  waiting: { id: 'events.overview.figure.waiting', defaultMessage: '{count, plural, other {waiting for approval}}' },
  noCheckIns: {
    id: 'events.overview.curve.empty',
    defaultMessage: "Nobody has checked in yet. Check-ins at the door and on members' phones appear here as they come.",
  },
  curveLabel: { id: 'events.overview.curve.label', defaultMessage: '{total, plural, other {# checked in between {from} and {to}}}' },
  loading: { id: 'events.overview.loading', defaultMessage: 'Loading the overview' },
  attendeesExported: { id: 'events.overview.export.attendeesDone', defaultMessage: '{count, plural, other {# attendees exported}}' },
  questionsExported: { id: 'events.overview.export.questionsDone', defaultMessage: '{count, plural, other {# questions exported}}' },
  title: { id: 'events.overview.title', defaultMessage: 'Overview' },
  intro: { id: 'events.overview.intro', defaultMessage: 'What happened at {name}, from this device: it works offline and counts what has synced.' },
  checkedInOverTime: { id: 'events.overview.checkedInOverTime', defaultMessage: 'Checked in over time' },
  mostReacted: { id: 'events.overview.mostReacted', defaultMessage: 'Most reacted questions' },
  noReactions: { id: 'events.overview.noReactions', defaultMessage: 'No reactions yet. The questions people react to most appear here.' },
  reactions: { id: 'events.overview.reactions', defaultMessage: '{count, plural, other {# reactions}}' },
  exports: { id: 'events.overview.exports', defaultMessage: 'Exports' },
  exportsText: { id: 'events.overview.exports.text', defaultMessage: "CSV files made on this device, for a spreadsheet. Times are the venue's ({zone})." },
  exportAttendees: { id: 'events.overview.exports.attendees', defaultMessage: 'Attendees with check-in times' },
  exportQuestions: { id: 'events.overview.exports.questions', defaultMessage: 'Questions with their counts' },
});

function Figure({ label, value, testId }: { label: MessageDescriptor; value: number; testId: string }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" p="sm" data-testid={testId}>
      <Text fz={28} fw={800} lh={1.1}>{intl.formatNumber(value)}</Text>
      <Text size="sm" c="dimmed">{intl.formatMessage(label, { count: value })}</Text>
    </Card>
  );
}

const CHART = { width: 600, height: 140, pad: 4 } as const;

/** Checked in over time: a step line on the venue's clock, level from the last check-in up to now while the event runs. */
function CheckInCurve({ points, timeZone, endsAt }: { points: CheckInPoint[]; timeZone: string; endsAt: number | undefined }) {
  const intl = useIntl();
  const axis = checkInAxis(points, Date.now(), endsAt);
  if (!axis) return <Text c="dimmed" size="sm">{intl.formatMessage(messages.noCheckIns)}</Text>;
  const total = points.at(-1)!.total;
  const x = (at: number) => CHART.pad + ((at - axis.from) / (axis.to - axis.from)) * (CHART.width - 2 * CHART.pad);
  const y = (n: number) => CHART.height - CHART.pad - (n / total) * (CHART.height - 2 * CHART.pad);
  let path = `M ${x(points[0]!.at)} ${y(0)}`;
  for (const point of points) path += ` H ${x(point.at)} V ${y(point.total)}`;
  path += ` H ${x(axis.lineEnds)}`;
  const from = formatTimeIn(new Date(axis.from).toISOString(), timeZone);
  const to = formatTimeIn(new Date(axis.to).toISOString(), timeZone);
  // Where the line stops short of the axis's end, the rest is still to come: a dashed mark says 'now'.
  const nowMark = axis.lineEnds < axis.to ? x(axis.lineEnds) : undefined;
  return (
    <Stack gap={4}>
      <div style={{ position: 'relative' }}>
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" height={CHART.height} preserveAspectRatio="none" style={{ display: 'block' }} role="img" aria-label={intl.formatMessage(messages.curveLabel, {
            total,
            from: formatTimeIn(new Date(points[0]!.at).toISOString(), timeZone),
            to: formatTimeIn(new Date(points.at(-1)!.at).toISOString(), timeZone),
          })} data-testid="check-in-curve">
          <line x1={CHART.pad} x2={CHART.width - CHART.pad} y1={y(total)} y2={y(total)} stroke="var(--mantine-color-default-border)" strokeWidth={1} strokeDasharray="2 4" vectorEffect="non-scaling-stroke" />
          <line x1={CHART.pad} x2={CHART.width - CHART.pad} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-default-border)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <path d={`${path} V ${y(0)} Z`} fill="var(--mantine-primary-color-light)" stroke="none" />
          <path d={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} vectorEffect="non-scaling-stroke" />
          {nowMark !== undefined && (
            <line x1={nowMark} x2={nowMark} y1={CHART.pad} y2={y(0)} stroke="var(--mantine-color-dimmed)" strokeWidth={1} strokeDasharray="3 3" vectorEffect="non-scaling-stroke" data-testid="check-in-now" />
          )}
        </svg>
        {/* The scale's top: how many checked in at most, over the dotted line it stands for. */}
        <Text size="xs" c="dimmed" lh={1} pos="absolute" top={CHART.pad + 4} left={CHART.pad} aria-hidden="true">
          {intl.formatNumber(total)}
        </Text>
      </div>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">{from}</Text>
        <Text size="xs" c="dimmed">{to}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The organiser's overview of an event, from what their device holds (offline too): attending, checked
 * in over time, questions asked, answered and hidden, the most reacted, and CSV exports made on the device.
 */
export function EventOverview({ event }: { event: EventDoc }) {
  const intl = useIntl();
  const data = useEventOverview(event.id);
  const timeZone = event.time_zone ?? deviceTimeZone();
  if (!data) return <Center py="xl"><Loader aria-label={intl.formatMessage(messages.loading)} /></Center>;
  const { overview, people } = data;
  const save = (what: 'attendees' | 'questions') => {
    const contents = what === 'attendees' ? attendeesCsv(overview, timeZone) : questionsCsv(overview, people, timeZone);
    saveFile(new Blob([contents], { type: 'text/csv;charset=utf-8' }), exportName(event, what));
    toast.success(
      what === 'attendees'
        ? intl.formatMessage(messages.attendeesExported, { count: overview.attendees.length })
        : intl.formatMessage(messages.questionsExported, { count: overview.all.length }),
    );
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">{intl.formatMessage(messages.title)}</Title>
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.intro, { name: ownDirection(event.name) })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure label={messages.attending} value={overview.attendees.length} testId="overview-attending" />
        <Figure label={messages.checkedIn} value={overview.checkedIn} testId="overview-checked-in" />
        <Figure label={messages.asked} value={overview.questions.asked} testId="overview-asked" />
        <Figure label={messages.answered} value={overview.questions.answered} testId="overview-answered" />
        <Figure label={messages.hidden} value={overview.questions.hidden} testId="overview-hidden" />
        <Figure label={messages.waiting} value={overview.questions.waiting} testId="overview-waiting" />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="overview-check-ins">
        <Title order={2} size="h4" id="overview-check-ins">{intl.formatMessage(messages.checkedInOverTime)}</Title>
        <CheckInCurve points={overview.checkIns} timeZone={timeZone} endsAt={event.ends_at ? Date.parse(event.ends_at) : undefined} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="overview-top">
        <Title order={2} size="h4" id="overview-top">{intl.formatMessage(messages.mostReacted)}</Title>
        {overview.top.length === 0 ? (
          <Text c="dimmed" size="sm">{intl.formatMessage(messages.noReactions)}</Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="overview-top-questions">
            {overview.top.map((question) => (
              <Group key={question.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <TextLink {...questionLink(question)} size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>{question.title}</TextLink>
                <Text size="sm" fw={700} style={{ flexShrink: 0 }} aria-label={intl.formatMessage(messages.reactions, { count: reactionsOf(question) })}>{reactionsOf(question)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="overview-exports">
        <Title order={2} size="h4" id="overview-exports">{intl.formatMessage(messages.exports)}</Title>
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.exportsText, { zone: timeZone })}</Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => save('attendees')}>{intl.formatMessage(messages.exportAttendees)}</Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => save('questions')}>{intl.formatMessage(messages.exportQuestions)}</Button>
        </Group>
      </Stack>
    </Stack>
  );
}
