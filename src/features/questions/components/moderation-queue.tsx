import { Badge, Button, Card, Center, Group, Loader, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowMerge, IconCheck, IconEyeOff, IconMicrophone, IconCircleCheck, IconEye } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EventDoc } from '../../../../schemas/event.schema';
import { hiddenNotice, type ModerationState } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { TextLink } from '../../../components/links';
import { SyncBadge } from '../../../components/sync-badge';
import { useUsersByIds } from '../../../db/use-members';
import { formatRelativeTime } from '../../../lib/locale';
import { questionLink } from '../../../lib/paths';
import { useModeratedQuestions } from '../hooks/use-moderation';
import { MODERATION_PAGE, openingList } from '../hooks/moderation-read';
import { HideDialog } from './hide-dialog';
import { useQuestionWrites } from '../hooks/use-question-writes';

// A screenful of questions is drawn first, the rest of the page once it has painted: fifty cards with
// their buttons held the first paint back to about 600 ms, against 340 ms for ten (bench/moderation-queue.bench.ts).
const FIRST_DRAWN = 10;

type Decide = ReturnType<typeof useQuestionWrites>['decide'];

/** Picks the question a duplicate is merged into, among those shown in the event, then merges it. */
function MergeDialog({ question, candidates, onClose, decide }: { question: QuestionDoc | null; candidates: QuestionDoc[] | undefined; onClose: () => void; decide: Decide }) {
  const [into, setInto] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const options = useMemo(() => (candidates ?? []).filter((candidate) => candidate.id !== question?.id).map((candidate) => ({ value: candidate.id, label: candidate.title })), [candidates, question?.id]);
  const close = () => {
    setInto(null);
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={question !== null} onClose={close} title="Merge into another question" closeButtonProps={{ 'aria-label': 'Close' }}>
      {question && (
        <form
          onSubmit={(submitted) => {
            submitted.preventDefault();
            setTried(true);
            if (!into) return;
            void decide(question.id, { moderation: 'hidden', merged_into: into }, 'Merged: its reactions count on the other question').then(close);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={600} lineClamp={3}>{question.title}</Text>
            <Text size="sm" c="dimmed">Its reactions and helpers move to the question you pick, nobody counted twice; its asker is told.</Text>
            <Select
              label="The question it duplicates"
              placeholder={!candidates ? 'Reading the questions shown…' : options.length ? 'Search the questions shown' : 'No other question is shown yet'}
              data={options}
              value={into}
              onChange={setInto}
              searchable
              nothingFoundMessage="No question shown has those words"
              error={tried && !into ? 'Pick the question it duplicates' : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>Cancel</Button>
              <Button type="submit" leftSection={<IconArrowMerge size={16} aria-hidden="true" />} disabled={options.length === 0}>Merge</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

type ItemProps = {
  question: QuestionDoc;
  asker: string;
  actions: ReactNode;
  note?: ReactNode;
};

function QueueItem({ question, asker, actions, note }: ItemProps) {
  return (
    <Card withBorder radius="md" p="sm" component="li" data-testid="moderation-item" aria-label={question.title}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="xs" c="dimmed" truncate miw={0} style={{ flexShrink: 1 }}>
            {asker} · {formatRelativeTime(question.created_at)}
          </Text>
          {question.stage === 'answering' && <Badge color="yellow" variant="filled" size="sm">Answering now</Badge>}
          {question.stage === 'answered' && <Badge color="teal" variant="light" size="sm">Answered</Badge>}
          <SyncBadge state={question.sync_state} error={question.sync_error} />
        </Group>
        <TextLink {...questionLink(question)} fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {question.title}
        </TextLink>
        {question.description && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.description}
          </Text>
        )}
        {note}
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Card>
  );
}

const EMPTY: Record<ModerationState, string> = {
  waiting: 'Nothing waits for approval. New questions appear here when the event approves its questions.',
  approved: 'No question is shown yet. Approved questions appear here, to answer in the room.',
  hidden: 'Nothing is hidden. Questions you hide or merge appear here, and can be shown again.',
};

function QueueList({ event, state, onHide, onMerge }: { event: EventDoc; state: ModerationState; onHide: (q: QuestionDoc) => void; onMerge: (q: QuestionDoc) => void }) {
  const [limit, setLimit] = useState(MODERATION_PAGE);
  const { data: questions } = useModeratedQuestions(event.id, state, limit);
  // The titles of the questions merged into others: only the hidden ones name them.
  const { data: shown } = useModeratedQuestions(state === 'hidden' ? event.id : undefined, 'approved', 500);
  const { data: people } = useUsersByIds((questions ?? []).filter((question) => !question.is_anonymous).map((question) => question.author_id));
  const { decide } = useQuestionWrites();
  const [drawn, setDrawn] = useState(FIRST_DRAWN);
  const loaded = questions !== undefined;
  useEffect(() => {
    if (!loaded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setDrawn(Number.POSITIVE_INFINITY)), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [loaded]);
  if (!questions) return <Center py="lg"><Loader size="sm" aria-label="Loading the questions" /></Center>;
  if (questions.length === 0) return <Text c="dimmed" py="md" ta="center">{EMPTY[state]}</Text>;
  const askerOf = (question: QuestionDoc) => (question.is_anonymous ? 'Anonymous' : (people?.get(question.author_id)?.full_name ?? 'A member'));
  const titleOf = (id: string | undefined) => (id ? shown?.find((candidate) => candidate.id === id)?.title : undefined);
  const hideAndMerge = (question: QuestionDoc) => (
    <>
      <Button size="compact-sm" variant="default" color="red" leftSection={<IconEyeOff size={14} aria-hidden="true" />} onClick={() => onHide(question)}>Hide</Button>
      <Button size="compact-sm" variant="default" leftSection={<IconArrowMerge size={14} aria-hidden="true" />} onClick={() => onMerge(question)}>Merge</Button>
    </>
  );
  const actionsOf = (question: QuestionDoc): ReactNode => {
    switch (state) {
      case 'waiting':
        return (
          <>
            <Button size="compact-sm" color="teal" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { moderation: 'approved' }, 'Approved: everyone sees it now')}>
              Approve
            </Button>
            {hideAndMerge(question)}
          </>
        );
      case 'approved':
        return (
          <>
            {question.stage === 'answering' ? (
              <Button size="compact-sm" color="teal" leftSection={<IconCircleCheck size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { stage: 'answered' }, 'Marked as answered')}>
                Answered
              </Button>
            ) : (
              <Button size="compact-sm" leftSection={<IconMicrophone size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { stage: 'answering' }, 'On the big screen: answering now')}>
                Answering now
              </Button>
            )}
            {hideAndMerge(question)}
          </>
        );
      case 'hidden':
        return (
          <Button size="compact-sm" variant="default" leftSection={<IconEye size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { moderation: 'approved' }, 'Shown again to everyone')}>
            Show again
          </Button>
        );
    }
  };
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.slice(0, drawn).map((question) => (
          <QueueItem
            key={question.id}
            question={question}
            asker={askerOf(question)}
            actions={actionsOf(question)}
            note={state === 'hidden' ? <Text size="sm" c="red.7">{hiddenNotice(question, titleOf(question.merged_into))}</Text> : undefined}
          />
        ))}
      </Stack>
      {questions.length >= limit && drawn >= questions.length && (
        <Button variant="subtle" onClick={() => setLimit((n) => n + MODERATION_PAGE)} w="fit-content">Show more</Button>
      )}
    </Stack>
  );
}

export type ModerationQueueProps = {
  event: EventDoc;
  /** How many questions wait, for the tab's badge. */
  waiting: number;
  /** The switch of the event's Q&A mode, for those who may change the event. */
  modeControl?: ReactNode;
};

/**
 * An event's moderation queue: questions waiting for approval (approve, hide with a reason, merge),
 * those shown (mark the one answered in the room now, then answered), and those hidden (show again).
 * Every decision is stored on this device first and syncs.
 */
export function ModerationQueue({ event, waiting, modeControl }: ModerationQueueProps) {
  const [tab, setTab] = useState<ModerationState>(() => openingList(event, waiting));
  const [hiding, setHiding] = useState<QuestionDoc | null>(null);
  const [merging, setMerging] = useState<QuestionDoc | null>(null);
  const { decide } = useQuestionWrites();
  // Read when a merge is asked for: with many questions shown, reading them costs the queue's first paint.
  const { data: shown, loading: readingShown } = useModeratedQuestions(merging ? event.id : undefined, 'approved', 500);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">Moderate questions</Title>
        <Text c="dimmed" size="sm">
          {event.qa_mode === 'approval' ? 'New questions wait here until you approve them.' : 'Questions show at once; you can still hide or merge them.'}
        </Text>
      </Stack>
      {modeControl}
      <Tabs value={tab} onChange={(value) => value && setTab(value as ModerationState)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="waiting" rightSection={waiting > 0 ? <Badge size="sm" circle={waiting < 10} color="red" data-testid="waiting-badge">{waiting}</Badge> : undefined}>
            Waiting
          </Tabs.Tab>
          <Tabs.Tab value="approved">Shown</Tabs.Tab>
          <Tabs.Tab value="hidden">Hidden</Tabs.Tab>
        </Tabs.List>
        {(['waiting', 'approved', 'hidden'] as const).map((state) => (
          <Tabs.Panel key={state} value={state} pt="sm">
            <QueueList event={event} state={state} onHide={setHiding} onMerge={setMerging} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <HideDialog
        opened={hiding !== null}
        title="Hide this question"
        excerpt={hiding?.title ?? ''}
        effect="It leaves every feed and the big screen. Its asker still sees it, with your reason."
        toldWho="The asker"
        onHide={(reason) => (hiding ? decide(hiding.id, { moderation: 'hidden', hidden_reason: reason }, 'Hidden: its asker is told why') : Promise.resolve())}
        onClose={() => setHiding(null)}
      />
      <MergeDialog question={merging} candidates={readingShown ? undefined : shown} onClose={() => setMerging(null)} decide={decide} />
    </Stack>
  );
}
