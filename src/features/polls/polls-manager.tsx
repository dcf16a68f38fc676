import { ActionIcon, Badge, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconPlayerPlay, IconPlayerStop, IconPlus, IconPresentation, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { pollProblem, POLL_KIND_NAMES, POLL_STATE_NAMES } from '../../../schemas/poll-rules';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX, type PollDoc, type PollKind } from '../../../schemas/poll.schema';
import { localWrite } from '../../components/local-write/local-write';
import { PollResults } from '../../components/poll-results/poll-results';
import { toast } from '../../components/toasts/toast';
import { saveFile } from '../../lib/save-file';
import { newId } from '../../lib/uuid';
import { pollCsv, pollFileName } from './poll-csv';
import { changePoll, deletePoll, draftPoll, type PollChange } from './poll-writes';
import { SessionPicker, sessionLabel } from './session-picker';
import { useEventPolls, useEventSessions } from './use-polls';

// Short enough for three side by side on a phone.
const KIND_CHOICES: { value: PollKind; label: string }[] = [
  { value: 'single', label: 'One choice' },
  { value: 'multiple', label: 'Several' },
  { value: 'word_cloud', label: 'Word cloud' },
];
const blankOptions = () => Array.from({ length: POLL_OPTIONS_MIN }, () => ({ id: newId(), label: '' }));

function NewPollForm({ eventId, memberId, sessions, timeZone }: { eventId: string; memberId: string; sessions: readonly SessionDoc[]; timeZone: string | undefined }) {
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
    const result = await localWrite((db) => draftPoll(db, { eventId, sessionId, kind, question, options: written, memberId }), { failure: 'The poll was not saved' });
    if (!result.stored) return;
    toast.success('Poll saved as a draft: open it when the room is ready');
    setQuestion('');
    setOptions(blankOptions());
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label="New poll">
      <Stack gap="sm">
        <Title order={2} size="h4">New poll</Title>
        <SegmentedControl value={kind} onChange={(value) => setKind(value as PollKind)} data={KIND_CHOICES} fullWidth aria-label="Kind of poll" />
        {sessions.length > 0 && <SessionPicker sessions={sessions} value={sessionId} onChange={setSessionId} timeZone={timeZone} label="Asked in" />}
        <TextInput label="Question" value={question} onChange={(event) => setQuestion(event.currentTarget.value)} maxLength={POLL_QUESTION_MAX + 20} required error={problem && !choice ? problem : undefined} />
        {choice && (
          <Stack gap={6}>
            {options.map((option, index) => (
              <Group key={option.id} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`Option ${index + 1}`}
                  placeholder={`Option ${index + 1}`}
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
                  aria-label={`Remove option ${index + 1}`}
                  disabled={options.length <= POLL_OPTIONS_MIN}
                  onClick={() => setOptions((all) => all.filter((other) => other.id !== option.id))}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden="true" />} disabled={options.length >= POLL_OPTIONS_MAX} onClick={() => setOptions((all) => [...all, { id: newId(), label: '' }])}>
                Add option
              </Button>
            </Group>
          </Stack>
        )}
        {problem && choice && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {!choice && <Text size="sm" c="dimmed">Members write a word or a few; the most given grow largest. Words on the blocklist never show, and you can hide any other.</Text>}
        <Group>
          <Button type="submit">Save draft</Button>
        </Group>
      </Stack>
    </Card>
  );
}

function HiddenWords({ poll, onChange }: { poll: PollDoc; onChange: (change: PollChange, done: string) => Promise<void> }) {
  const hidden = poll.hidden_words ?? [];
  const words = (poll.results ?? []).map((result) => result.key);
  if (words.length === 0 && hidden.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>Words</Text>
      <Group gap={6}>
        {words.map((word) => (
          <Button key={word} size="compact-xs" variant="default" rightSection={<IconEyeOff size={12} aria-hidden="true" />} aria-label={`Hide ${word}`} onClick={() => void onChange({ hidden_words: [...hidden, word] }, `'${word}' is hidden everywhere`)}>
            {word}
          </Button>
        ))}
        {hidden.map((word) => (
          <Button key={word} size="compact-xs" variant="subtle" color="gray" td="line-through" rightSection={<IconEye size={12} aria-hidden="true" />} aria-label={`Show ${word} again`} onClick={() => void onChange({ hidden_words: hidden.filter((other) => other !== word) }, `'${word}' shows again`)}>
            {word}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function ManagedPoll({ poll, event, sessions }: { poll: PollDoc; event: Pick<EventDoc, 'id' | 'slug' | 'time_zone'>; sessions: readonly SessionDoc[] }) {
  const session = poll.session_id ? sessions.find((one) => one.id === poll.session_id) : undefined;
  const change = async (fields: PollChange, done: string) => {
    const result = await localWrite((db) => changePoll(db, poll.id, fields), { failure: 'The poll was not changed' });
    if (result.stored) toast.success(done);
  };
  const remove = async () => {
    const result = await localWrite((db) => deletePoll(db, poll.id), { failure: 'The poll was not deleted' });
    if (result.stored) toast.success('Poll deleted');
  };
  const exportCsv = () => {
    saveFile(new Blob([pollCsv(poll)], { type: 'text/csv;charset=utf-8' }), pollFileName(event, poll));
    toast.success('Results exported');
  };
  const color = poll.state === 'open' ? 'green' : poll.state === 'draft' ? 'yellow' : 'gray';
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={`Poll: ${poll.question}`} data-testid="managed-poll" data-state={poll.state}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">{POLL_KIND_NAMES[poll.kind]}</Text>
          <Group gap={6} wrap="nowrap">
            {poll.on_screen && <Badge color="violet" variant="filled" tt="none">On the big screen</Badge>}
            <Badge color={color} variant="light" tt="none">{POLL_STATE_NAMES[poll.state]}</Badge>
          </Group>
        </Group>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>{poll.question}</Text>
        {poll.session_id && poll.state !== 'draft' && (
          <Text size="sm" c="dimmed" data-testid="poll-session">Session: {session ? sessionLabel(session, event.time_zone) : 'a session not on this device yet'}</Text>
        )}
        {poll.state === 'draft' && sessions.length > 0 && (
          <SessionPicker
            sessions={sessions}
            value={poll.session_id}
            onChange={(picked) => void change({ session_id: picked }, picked ? 'The poll is asked in this session' : 'The poll is asked to the whole event')}
            timeZone={event.time_zone}
            size="xs"
            label="Asked in"
          />
        )}
        {poll.state === 'draft' ? (
          poll.kind !== 'word_cloud' && <Text size="sm" c="dimmed">{(poll.options ?? []).map((option) => option.label).join(' · ')}</Text>
        ) : (
          <PollResults poll={poll} />
        )}
        {poll.kind === 'word_cloud' && poll.state !== 'draft' && <HiddenWords poll={poll} onChange={change} />}
        {poll.sync_state === 'failed' && <Text size="sm" c="red" role="alert">Not saved on the server: {poll.sync_error}</Text>}
        <Group gap="xs">
          {poll.state === 'draft' && (
            <>
              <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} aria-hidden="true" />} onClick={() => void change({ state: 'open' }, 'Poll open: members can vote')}>
                Open
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => void remove()}>
                Delete
              </Button>
            </>
          )}
          {poll.state === 'open' && (
            <Button size="compact-sm" color="red" variant="light" leftSection={<IconPlayerStop size={14} aria-hidden="true" />} onClick={() => void change({ state: 'closed' }, 'Poll closed: no more votes')}>
              Close
            </Button>
          )}
          {poll.state !== 'draft' && (
            <>
              <Button
                size="compact-sm"
                variant={poll.on_screen ? 'default' : 'light'}
                leftSection={<IconPresentation size={14} aria-hidden="true" />}
                onClick={() => void change({ on_screen: !poll.on_screen }, poll.on_screen ? 'The big screen shows the questions again' : 'The big screen shows this poll')}
              >
                {poll.on_screen ? 'Take off the big screen' : 'Show on big screen'}
              </Button>
              <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} aria-hidden="true" />} onClick={exportCsv}>
                Export CSV
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
  const { data: polls, loading } = useEventPolls(event.id);
  const { data: sessions = [] } = useEventSessions(event.id);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">Polls</Title>
        <Text c="dimmed" size="sm">Ask the room at {event.name}: members vote from the event's page and their home, and the big screen shows the poll you choose.</Text>
      </Stack>
      <NewPollForm eventId={event.id} memberId={memberId} sessions={sessions} timeZone={event.time_zone} />
      {loading && !polls ? (
        <Center py="lg"><Loader aria-label="Loading the polls" /></Center>
      ) : polls && polls.length > 0 ? (
        <Stack gap="sm">
          {polls.map((poll) => (
            <ManagedPoll key={poll.id} poll={poll} event={event} sessions={sessions} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="lg" data-testid="polls-empty">No polls yet. Make one above: it stays a draft until you open it.</Text>
      )}
    </Stack>
  );
}
