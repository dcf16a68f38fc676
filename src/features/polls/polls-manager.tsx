import { ActionIcon, Badge, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconPlayerPlay, IconPlayerStop, IconPlus, IconPresentation, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { pollProblem, POLL_KIND_NAMES, POLL_STATE_NAMES } from '../../../schemas/poll-rules';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX, type PollDoc, type PollKind } from '../../../schemas/poll.schema';
import { localWrite } from '../../components/local-write/local-write';
import { PollResults } from '../../components/poll-results/poll-results';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { saveFile } from '../../lib/save-file';
import { newId } from '../../lib/uuid';
import { pollCsv, pollFileName } from './poll-csv';
import { changePoll, deletePoll, draftPoll, type PollChange } from './poll-writes';
import { SessionPicker, sessionLabel } from './session-picker';
import { useEventPolls, useEventSessions } from './use-polls';
import { ownDirection } from '../../i18n/own-direction';

// Short enough for three side by side on a phone.
const KIND_CHOICES = defineMessages({
  single: { id: 'polls.manager.kind.single', defaultMessage: 'One choice' },
  multiple: { id: 'polls.manager.kind.multiple', defaultMessage: 'Several' },
  word_cloud: { id: 'polls.manager.kind.wordCloud', defaultMessage: 'Word cloud' },
});
const KINDS: PollKind[] = ['single', 'multiple', 'word_cloud'];

const messages = defineMessages({
  notSaved: { id: 'polls.manager.notSaved', defaultMessage: 'The poll was not saved' },
  saved: { id: 'polls.manager.saved', defaultMessage: 'Poll saved as a draft: open it when the room is ready' },
  newPoll: { id: 'polls.manager.newPoll', defaultMessage: 'New poll' },
  kind: { id: 'polls.manager.kind', defaultMessage: 'Kind of poll' },
  askedIn: { id: 'polls.manager.askedIn', defaultMessage: 'Asked in' },
  question: { id: 'polls.manager.question', defaultMessage: 'Question' },
  option: { id: 'polls.manager.option', defaultMessage: 'Option {number}' },
  removeOption: { id: 'polls.manager.removeOption', defaultMessage: 'Remove option {number}' },
  addOption: { id: 'polls.manager.addOption', defaultMessage: 'Add option' },
  wordCloudHint: { id: 'polls.manager.wordCloudHint', defaultMessage: 'Members write a word or a few; the most given grow largest. Words on the blocklist never show, and you can hide any other.' },
  saveDraft: { id: 'polls.manager.saveDraft', defaultMessage: 'Save draft' },
  words: { id: 'polls.manager.words', defaultMessage: 'Words' },
  hide: { id: 'polls.manager.hide', defaultMessage: 'Hide {word}' },
  hidden: { id: 'polls.manager.hidden', defaultMessage: "''{word}'' is hidden everywhere" },
  showAgain: { id: 'polls.manager.showAgain', defaultMessage: 'Show {word} again' },
  shown: { id: 'polls.manager.shown', defaultMessage: "''{word}'' shows again" },
  notChanged: { id: 'polls.manager.notChanged', defaultMessage: 'The poll was not changed' },
  notDeleted: { id: 'polls.manager.notDeleted', defaultMessage: 'The poll was not deleted' },
  deleted: { id: 'polls.manager.deleted', defaultMessage: 'Poll deleted' },
  exported: { id: 'polls.manager.exported', defaultMessage: 'Results exported' },
  card: { id: 'polls.manager.card', defaultMessage: 'Poll: {question}' },
  onScreen: { id: 'polls.manager.onScreen', defaultMessage: 'On the big screen' },
  session: { id: 'polls.manager.session', defaultMessage: 'Session: {session}' },
  sessionMissing: { id: 'polls.manager.sessionMissing', defaultMessage: 'Session: a session not on this device yet' },
  inSession: { id: 'polls.manager.inSession', defaultMessage: 'The poll is asked in this session' },
  wholeEvent: { id: 'polls.manager.wholeEvent', defaultMessage: 'The poll is asked to the whole event' },
  notOnServer: { id: 'polls.manager.notOnServer', defaultMessage: 'Not saved on the server: {reason}' },
  open: { id: 'polls.manager.open', defaultMessage: 'Open' },
  opened: { id: 'polls.manager.opened', defaultMessage: 'Poll open: members can vote' },
  delete: { id: 'polls.manager.delete', defaultMessage: 'Delete' },
  close: { id: 'polls.manager.close', defaultMessage: 'Close' },
  closed: { id: 'polls.manager.closed', defaultMessage: 'Poll closed: no more votes' },
  screenQuestions: { id: 'polls.manager.screenQuestions', defaultMessage: 'The big screen shows the questions again' },
  screenPoll: { id: 'polls.manager.screenPoll', defaultMessage: 'The big screen shows this poll' },
  takeOff: { id: 'polls.manager.takeOff', defaultMessage: 'Take off the big screen' },
  showOn: { id: 'polls.manager.showOn', defaultMessage: 'Show on big screen' },
  exportCsv: { id: 'polls.manager.exportCsv', defaultMessage: 'Export CSV' },
  heading: { id: 'polls.manager.heading', defaultMessage: 'Polls' },
  intro: { id: 'polls.manager.intro', defaultMessage: "Ask the room at {event}: members vote from the event's page and their home, and the big screen shows the poll you choose." },
  loading: { id: 'polls.manager.loading', defaultMessage: 'Loading the polls' },
  empty: { id: 'polls.manager.empty', defaultMessage: 'No polls yet. Make one above: it stays a draft until you open it.' },
});
const blankOptions = () => Array.from({ length: POLL_OPTIONS_MIN }, () => ({ id: newId(), label: '' }));

function NewPollForm({ eventId, memberId, sessions, timeZone }: { eventId: string; memberId: string; sessions: readonly SessionDoc[]; timeZone: string | undefined }) {
  const intl = useIntl();
  const [kind, setKind] = useState<PollKind>('single');
  const [sessionId, setSessionId] = useState<string | undefined>(undefined);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(blankOptions);
  const [problem, setProblem] = useState<string | null>(null);
  const choice = kind !== 'word_cloud';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const written = choice ? options.map((option) => ({ ...option, label: option.label.trim() })) : [];
    const found = pollProblem({ kind, question, options: written });
    setProblem(found);
    if (found) return;
    const result = await localWrite((db) => draftPoll(db, { eventId, sessionId, kind, question, options: written, memberId }), { failure: intl.formatMessage(messages.notSaved) });
    if (!result.stored) return;
    toast.success(intl.formatMessage(messages.saved));
    setQuestion('');
    setOptions(blankOptions());
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.newPoll)}>
      <Stack gap="sm">
        <Title order={2} size="h4">{intl.formatMessage(messages.newPoll)}</Title>
        <SegmentedControl value={kind} onChange={(value) => setKind(value as PollKind)} data={KINDS.map((value) => ({ value, label: intl.formatMessage(KIND_CHOICES[value]) }))} fullWidth aria-label={intl.formatMessage(messages.kind)} />
        {sessions.length > 0 && <SessionPicker sessions={sessions} value={sessionId} onChange={setSessionId} timeZone={timeZone} label={intl.formatMessage(messages.askedIn)} />}
        <TextInput label={intl.formatMessage(messages.question)} value={question} onChange={(event) => setQuestion(event.currentTarget.value)} maxLength={POLL_QUESTION_MAX + 20} required error={problem && !choice ? problem : undefined} />
        {choice && (
          <Stack gap={6}>
            {options.map((option, index) => (
              <Group key={option.id} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={intl.formatMessage(messages.option, { number: index + 1 })}
                  placeholder={intl.formatMessage(messages.option, { number: index + 1 })}
                  value={option.label}
                  onChange={(event) => {
                    const label = event.currentTarget.value;
                    setOptions((all) => all.map((other) => (other.id === option.id ? { ...other, label } : other)));
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={intl.formatMessage(messages.removeOption, { number: index + 1 })}
                  disabled={options.length <= POLL_OPTIONS_MIN}
                  onClick={() => setOptions((all) => all.filter((other) => other.id !== option.id))}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden="true" />} disabled={options.length >= POLL_OPTIONS_MAX} onClick={() => setOptions((all) => [...all, { id: newId(), label: '' }])}>
                {intl.formatMessage(messages.addOption)}
              </Button>
            </Group>
          </Stack>
        )}
        {problem && choice && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {!choice && <Text size="sm" c="dimmed">{intl.formatMessage(messages.wordCloudHint)}</Text>}
        <Group>
          <Button type="submit">{intl.formatMessage(messages.saveDraft)}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

function HiddenWords({ poll, onChange }: { poll: PollDoc; onChange: (change: PollChange, done: string) => Promise<void> }) {
  const intl = useIntl();
  const hidden = poll.hidden_words ?? [];
  const words = (poll.results ?? []).map((result) => result.key);
  if (words.length === 0 && hidden.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>{intl.formatMessage(messages.words)}</Text>
      <Group gap={6}>
        {words.map((word) => (
          <Button key={word} size="compact-xs" variant="default" rightSection={<IconEyeOff size={12} aria-hidden="true" />} aria-label={intl.formatMessage(messages.hide, { word })} onClick={() => void onChange({ hidden_words: [...hidden, word] }, intl.formatMessage(messages.hidden, { word }))}>
            {word}
          </Button>
        ))}
        {hidden.map((word) => (
          <Button key={word} size="compact-xs" variant="subtle" color="gray" td="line-through" rightSection={<IconEye size={12} aria-hidden="true" />} aria-label={intl.formatMessage(messages.showAgain, { word })} onClick={() => void onChange({ hidden_words: hidden.filter((other) => other !== word) }, intl.formatMessage(messages.shown, { word }))}>
            {word}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function ManagedPoll({ poll, event, sessions }: { poll: PollDoc; event: Pick<EventDoc, 'id' | 'slug' | 'time_zone'>; sessions: readonly SessionDoc[] }) {
  const intl = useIntl();
  const session = poll.session_id ? sessions.find((one) => one.id === poll.session_id) : undefined;
  const change = async (fields: PollChange, done: string) => {
    const result = await localWrite((db) => changePoll(db, poll.id, fields), { failure: intl.formatMessage(messages.notChanged) });
    if (result.stored) toast.success(done);
  };
  const remove = async () => {
    const result = await localWrite((db) => deletePoll(db, poll.id), { failure: intl.formatMessage(messages.notDeleted) });
    if (result.stored) toast.success(intl.formatMessage(messages.deleted));
  };
  const exportCsv = () => {
    saveFile(new Blob([pollCsv(poll)], { type: 'text/csv;charset=utf-8' }), pollFileName(event, poll));
    toast.success(intl.formatMessage(messages.exported));
  };
  const color = poll.state === 'open' ? 'green' : poll.state === 'draft' ? 'yellow' : 'gray';
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={intl.formatMessage(messages.card, { question: poll.question })} data-testid="managed-poll" data-state={poll.state}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">{POLL_KIND_NAMES[poll.kind]}</Text>
          <Group gap={6} wrap="nowrap">
            {poll.on_screen && <Badge color="violet" variant="filled" tt="none">{intl.formatMessage(messages.onScreen)}</Badge>}
            <Badge color={color} variant="light" tt="none">{POLL_STATE_NAMES[poll.state]}</Badge>
          </Group>
        </Group>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>{poll.question}</Text>
        {poll.session_id && poll.state !== 'draft' && (
          <Text size="sm" c="dimmed" data-testid="poll-session">
            {session ? intl.formatMessage(messages.session, { session: sessionLabel(session, event.time_zone) }) : intl.formatMessage(messages.sessionMissing)}
          </Text>
        )}
        {poll.state === 'draft' && sessions.length > 0 && (
          <SessionPicker
            sessions={sessions}
            value={poll.session_id}
            onChange={(picked) => void change({ session_id: picked }, intl.formatMessage(picked ? messages.inSession : messages.wholeEvent))}
            timeZone={event.time_zone}
            size="xs"
            label={intl.formatMessage(messages.askedIn)}
          />
        )}
        {poll.state === 'draft' ? (
          poll.kind !== 'word_cloud' && <Text size="sm" c="dimmed">{(poll.options ?? []).map((option) => option.label).join(' · ')}</Text>
        ) : (
          <PollResults poll={poll} />
        )}
        {poll.kind === 'word_cloud' && poll.state !== 'draft' && <HiddenWords poll={poll} onChange={change} />}
        {poll.sync_state === 'failed' && <Text size="sm" c="red" role="alert">{intl.formatMessage(messages.notOnServer, { reason: poll.sync_error })}</Text>}
        <Group gap="xs">
          {poll.state === 'draft' && (
            <>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} aria-hidden="true" />} onClick={() => void change({ state: 'open' }, intl.formatMessage(messages.opened))}>
                {intl.formatMessage(messages.open)}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => void remove()}>
                {intl.formatMessage(messages.delete)}
              </Button>
            </>
          )}
          {poll.state === 'open' && (
            <Button size="compact-sm" color="red" variant="light" leftSection={<IconPlayerStop size={14} aria-hidden="true" />} onClick={() => void change({ state: 'closed' }, intl.formatMessage(messages.closed))}>
              {intl.formatMessage(messages.close)}
            </Button>
          )}
          {poll.state !== 'draft' && (
            <>
              <Button
                size="compact-sm"
                variant={poll.on_screen ? 'default' : 'light'}
                leftSection={<IconPresentation size={14} aria-hidden="true" />}
                onClick={() => void change({ on_screen: !poll.on_screen }, intl.formatMessage(poll.on_screen ? messages.screenQuestions : messages.screenPoll))}
              >
                {intl.formatMessage(poll.on_screen ? messages.takeOff : messages.showOn)}
              </Button>
              <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} aria-hidden="true" />} onClick={exportCsv}>
                {intl.formatMessage(messages.exportCsv)}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The polls of an event, for its organiser, co-hosts and moderators: make one (a draft), open it, close
 * it, show it on the big screen, hide a word of a word cloud, export its results. Offline too: each
 * change is made on the device and sent when there is a connection.
 */
export function PollsManager({ event, memberId }: { event: Pick<EventDoc, 'id' | 'slug' | 'name' | 'time_zone'>; memberId: string }) {
  const intl = useIntl();
  const { data: polls, loading } = useEventPolls(event.id);
  const { data: sessions = [] } = useEventSessions(event.id);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">{intl.formatMessage(messages.heading)}</Title>
        <Text c="dimmed" size="sm">{intl.formatMessage(messages.intro, { event: ownDirection(event.name) })}</Text>
      </Stack>
      <NewPollForm eventId={event.id} memberId={memberId} sessions={sessions} timeZone={event.time_zone} />
      {loading && !polls ? (
        <Center py="lg"><Loader aria-label={intl.formatMessage(messages.loading)} /></Center>
      ) : polls && polls.length > 0 ? (
        <Stack gap="sm">
          {polls.map((poll) => (
            <ManagedPoll key={poll.id} poll={poll} event={event} sessions={sessions} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="lg" data-testid="polls-empty">{intl.formatMessage(messages.empty)}</Text>
      )}
    </Stack>
  );
}
