import { Badge, Button, Card, Checkbox, Group, Menu, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconCloud, IconFlag } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { InteractionDoc } from '../../../schemas/interaction.schema';
import { normaliseWord, POLL_CLOSED, POLL_KIND_NAMES, voteProblem } from '../../../schemas/poll-rules';
import { POLL_WORD_MAX, type PollDoc } from '../../../schemas/poll.schema';
import { localWrite } from '../../components/local-write/local-write';
import { ReportDialog } from '../../components/report-dialog';
import { defineMessages } from '../../i18n/define-messages';
import { PollResults } from '../../components/poll-results/poll-results';
import { toast } from '../../components/toasts/toast';
import { trackPollVoted } from '../../lib/analytics';
import { castVote } from './poll-writes';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  voteNotSaved: { id: 'polls.vote.notSaved', defaultMessage: 'Your vote was not saved' },
  savedOffline: { id: 'polls.vote.savedOffline', defaultMessage: 'Vote saved: it counts once you are back online' },
  changed: { id: 'polls.vote.changed', defaultMessage: 'Vote changed' },
  counted: { id: 'polls.vote.counted', defaultMessage: 'Vote counted' },
  chooseOne: { id: 'polls.vote.chooseOne', defaultMessage: 'Choose one' },
  chooseSeveral: { id: 'polls.vote.chooseSeveral', defaultMessage: 'Choose one or more' },
  yourAnswer: { id: 'polls.vote.yourAnswer', defaultMessage: 'Your answer' },
  form: { id: 'polls.vote.form', defaultMessage: 'Vote: {question}' },
  wordHint: { id: 'polls.vote.wordHint', defaultMessage: 'A word or a few, up to {max} characters' },
  changeVote: { id: 'polls.vote.changeVote', defaultMessage: 'Change vote' },
  vote: { id: 'polls.vote.submit', defaultMessage: 'Vote' },
  keepVote: { id: 'polls.vote.keep', defaultMessage: 'Keep my vote' },
  card: { id: 'polls.card.label', defaultMessage: 'Poll: {question}' },
  kicker: { id: 'polls.card.kicker', defaultMessage: 'Poll · {kind}' },
  kickerWithEvent: { id: 'polls.card.kickerWithEvent', defaultMessage: 'Poll · {event} · {kind}' },
  open: { id: 'polls.card.open', defaultMessage: 'Open' },
  closed: { id: 'polls.card.closed', defaultMessage: 'Closed' },
  session: { id: 'polls.card.session', defaultMessage: 'Session: {session}' },
  notCounted: { id: 'polls.card.notCounted', defaultMessage: 'Your vote was not counted' },
  cameLate: { id: 'polls.card.cameLate', defaultMessage: 'Your vote came after the poll closed: it was not counted' },
  refused: { id: 'polls.card.refused', defaultMessage: 'Your vote was not counted: {reason}' },
  waiting: { id: 'polls.card.waiting', defaultMessage: 'Your vote is saved on this device: it counts once it reaches the server.' },
  changeMyVote: { id: 'polls.card.changeMyVote', defaultMessage: 'Change my vote' },
  isClosed: { id: 'polls.card.isClosed', defaultMessage: 'This poll is closed.' },
  reportWord: { id: 'polls.card.reportWord', defaultMessage: 'Report a word' },
  whichWord: { id: 'polls.card.whichWord', defaultMessage: 'Which word?' },
});

export type PollCardProps = {
  poll: PollDoc;
  memberId: string;
  /** The member's vote in it, when they voted (on this device or another). */
  vote: InteractionDoc | undefined;
  /** The event's name, for a card shown away from its event. */
  eventName?: string | undefined;
  /** The session it is asked in, for a card shown with the event's other polls. */
  sessionTitle?: string | undefined;
};

function VoteForm({ poll, memberId, vote, onVoted, onCancel }: { poll: PollDoc; memberId: string; vote: InteractionDoc | undefined; onVoted: () => void; onCancel?: (() => void) | undefined }) {
  const intl = useIntl();
  const [choices, setChoices] = useState<string[]>(() => (vote?.active && poll.kind !== 'word_cloud' ? [...(vote.choices ?? [])] : []));
  const [word, setWord] = useState(() => (vote?.active && poll.kind === 'word_cloud' ? (vote.choices?.[0] ?? '') : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = poll.kind === 'word_cloud' ? [word] : choices;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = voteProblem(poll, chosen);
    setProblem(found);
    if (found) return;
    setBusy(true);
    const offline = !navigator.onLine;
    const result = await localWrite((db) => castVote(db, { memberId, poll, choices: chosen }), { failure: intl.formatMessage(messages.voteNotSaved) });
    setBusy(false);
    if (!result.stored) return;
    trackPollVoted(poll.id, poll.event_id, { kind: poll.kind, changed: result.value.changed, offline });
    toast.success(intl.formatMessage(offline ? messages.savedOffline : result.value.changed ? messages.changed : messages.counted));
    onVoted();
  };
  const label = intl.formatMessage(poll.kind === 'single' ? messages.chooseOne : poll.kind === 'multiple' ? messages.chooseSeveral : messages.yourAnswer);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.form, { question: poll.question })}>
      <Stack gap="sm">
        {poll.kind === 'single' && (
          <Radio.Group value={choices[0] ?? null} onChange={(value) => setChoices([value])} label={label} error={problem}>
            <Stack gap={6} mt={6}>
              {(poll.options ?? []).map((option) => (
                <Radio key={option.id} value={option.id} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {poll.kind === 'multiple' && (
          <Checkbox.Group value={choices} onChange={setChoices} label={label} error={problem}>
            <Stack gap={6} mt={6}>
              {(poll.options ?? []).map((option) => (
                <Checkbox key={option.id} value={option.id} label={option.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {poll.kind === 'word_cloud' && (
          <TextInput label={label} description={intl.formatMessage(messages.wordHint, { max: POLL_WORD_MAX })} value={word} onChange={(event) => setWord(event.currentTarget.value)} maxLength={POLL_WORD_MAX + 10} error={problem} autoComplete="off" />
        )}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {intl.formatMessage(vote?.active ? messages.changeVote : messages.vote)}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {intl.formatMessage(messages.keepVote)}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A poll as a member meets it: the question and a way to vote while it is open (offline too), then the
 * results, live, with their own vote marked and a way to change it while the poll stays open.
 */
export function PollCard({ poll, memberId, vote, eventName, sessionTitle }: PollCardProps) {
  const intl = useIntl();
  const [changing, setChanging] = useState(false);
  const voted = vote?.active === true;
  const open = poll.state === 'open';
  const refused = vote?.sync_state === 'failed' ? (vote.sync_error ?? intl.formatMessage(messages.notCounted)) : null;
  const waiting = vote?.sync_state === 'pending';
  const mine = voted ? (poll.kind === 'word_cloud' ? (vote.choices ?? []).map(normaliseWord) : (vote.choices ?? [])) : [];
  const showForm = open && (!voted || changing);
  // The words a member sees in a word cloud's results can be reported to the event's moderators.
  const words = poll.kind === 'word_cloud' && (voted || !open) ? (poll.results ?? []).map((line) => line.key) : [];
  const reportable = words.length > 0 && !showForm;
  const [reporting, setReporting] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={intl.formatMessage(messages.card, { question: poll.question })} data-testid="poll-card" data-poll={poll.id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" miw={0}>
            {poll.kind === 'word_cloud' ? <IconCloud size={18} aria-hidden="true" /> : <IconChartBar size={18} aria-hidden="true" />}
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" truncate>
              {eventName ? intl.formatMessage(messages.kickerWithEvent, { event: ownDirection(eventName), kind: POLL_KIND_NAMES[poll.kind] }) : intl.formatMessage(messages.kicker, { kind: POLL_KIND_NAMES[poll.kind] })}
            </Text>
          </Group>
          <Badge color={open ? 'green' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {intl.formatMessage(open ? messages.open : messages.closed)}
          </Badge>
        </Group>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {poll.question}
        </Text>
        {sessionTitle && (
          <Text size="sm" c="dimmed" mt={-8} data-testid="poll-session">{intl.formatMessage(messages.session, { session: sessionTitle })}</Text>
        )}
        {showForm ? (
          <VoteForm poll={poll} memberId={memberId} vote={vote} onVoted={() => setChanging(false)} onCancel={voted ? () => setChanging(false) : undefined} />
        ) : voted || !open ? (
          <PollResults poll={poll} mine={mine} />
        ) : null}
        {refused && (
          <Text size="sm" c="red" role="alert" data-testid="poll-vote-refused">
            {refused === POLL_CLOSED ? intl.formatMessage(messages.cameLate) : intl.formatMessage(messages.refused, { reason: refused })}
          </Text>
        )}
        {!refused && waiting && voted && (
          <Text size="sm" c="dimmed" data-testid="poll-vote-waiting">
            {intl.formatMessage(messages.waiting)}
          </Text>
        )}
        {((open && voted && !changing) || reportable) && (
          <Group gap="xs">
            {open && voted && !changing && (
              <Button variant="light" size="compact-sm" onClick={() => setChanging(true)}>
                {intl.formatMessage(messages.changeMyVote)}
              </Button>
            )}
            {reportable && <ReportWordMenu words={words} onPick={setReporting} />}
          </Group>
        )}
        {!open && !voted && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.isClosed)}
          </Text>
        )}
      </Stack>
      <ReportDialog memberId={memberId} target={reporting ? { kind: 'poll_word', id: poll.id, word: reporting } : null} onClose={() => setReporting(null)} />
    </Card>
  );
}

/** 'Report a word': the word cloud's words to choose the one reported. */
function ReportWordMenu({ words, onPick }: { words: readonly string[]; onPick: (word: string) => void }) {
  const intl = useIntl();
  return (
    <Menu position="bottom-start" shadow="md" keepMounted={false} width={220}>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconFlag size={14} aria-hidden="true" />} rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
          {intl.formatMessage(messages.reportWord)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(messages.whichWord)}</Menu.Label>
        <ScrollArea.Autosize mah={240} type="auto">
          {words.map((word) => (
            <Menu.Item key={word} onClick={() => onPick(word)} style={{ overflowWrap: 'anywhere' }}>
              {word}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
