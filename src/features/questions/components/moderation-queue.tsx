import { Badge, Button, Center, Group, Loader, Modal, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowMerge, IconCheck, IconEyeOff, IconMicrophone, IconCircleCheck, IconEye } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { hiddenNotice, type ModerationState } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { PlainBadge, PlainButton } from '../../../components/plain/plain';
import { defineMessages } from '../../../i18n/define-messages';
import { SyncBadge } from '../../../components/sync-badge';
import { useUsersByIds } from '../../../db/use-members';
import { formatRelativeTime } from '../../../lib/locale';
import { questionLink } from '../../../lib/paths';
import { useModeratedQuestions } from '../hooks/use-moderation';
import { MODERATION_PAGE, namedAskers, openingList } from '../hooks/moderation-read';
import { HideDialog } from './hide-dialog';
import { useQuestionWrites } from '../hooks/use-question-writes';
import { ownDirection } from '../../../i18n/own-direction';
import { onIdle } from '../../../lib/on-idle';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import classes from './moderation-queue.module.css';

// A screenful of questions is drawn first, the rest of the page after it has painted: the navigation to
// the queue waits for the first render (bench/moderation-queue.bench.ts). An item stands about 130 px
// high: five fill a 390x844 phone below the tabs, as they do a 1280x800 laptop; one more is drawn.
const FIRST_DRAWN = 6;
const REST_WITHIN_MS = 500;

type Decide = ReturnType<typeof useQuestionWrites>['decide'];

const messages = defineMessages({
  mergeTitle: { id: 'questions.moderation.mergeTitle', defaultMessage: 'Merge into another question' },
  close: { id: 'questions.moderation.close', defaultMessage: 'Close' },
  merged: { id: 'questions.moderation.merged', defaultMessage: 'Merged: its reactions count on the other question' },
  mergeEffect: { id: 'questions.moderation.mergeEffect', defaultMessage: 'Its reactions and helpers move to the question you pick, nobody counted twice; its asker is told.' },
  duplicates: { id: 'questions.moderation.duplicates', defaultMessage: 'The question it duplicates' },
  readingShown: { id: 'questions.moderation.readingShown', defaultMessage: 'Reading the questions shown…' },
  searchShown: { id: 'questions.moderation.searchShown', defaultMessage: 'Search the questions shown' },
  noneShown: { id: 'questions.moderation.noneShown', defaultMessage: 'No other question is shown yet' },
  nothingFound: { id: 'questions.moderation.nothingFound', defaultMessage: 'No question shown has those words' },
  pickDuplicate: { id: 'questions.moderation.pickDuplicate', defaultMessage: 'Pick the question it duplicates' },
  cancel: { id: 'questions.moderation.cancel', defaultMessage: 'Cancel' },
  merge: { id: 'questions.moderation.merge', defaultMessage: 'Merge' },
  askerWhen: { id: 'questions.moderation.askerWhen', defaultMessage: '{asker} · {when}' },
  answeringNow: { id: 'questions.moderation.answeringNow', defaultMessage: 'Answering now' },
  answered: { id: 'questions.moderation.answered', defaultMessage: 'Answered' },
  loading: { id: 'questions.moderation.loading', defaultMessage: 'Loading the questions' },
  anonymous: { id: 'questions.moderation.anonymous', defaultMessage: 'Anonymous' },
  someone: { id: 'questions.moderation.someone', defaultMessage: 'A member' },
  hide: { id: 'questions.moderation.hide', defaultMessage: 'Hide' },
  approved: { id: 'questions.moderation.approved', defaultMessage: 'Approved: everyone sees it now' },
  approve: { id: 'questions.moderation.approve', defaultMessage: 'Approve' },
  markedAnswered: { id: 'questions.moderation.markedAnswered', defaultMessage: 'Marked as answered' },
  onBigScreen: { id: 'questions.moderation.onBigScreen', defaultMessage: 'On the big screen: answering now' },
  shownAgain: { id: 'questions.moderation.shownAgain', defaultMessage: 'Shown again to everyone' },
  showAgain: { id: 'questions.moderation.showAgain', defaultMessage: 'Show again' },
  more: { id: 'questions.moderation.more', defaultMessage: 'Show more' },
  heading: { id: 'questions.moderation.heading', defaultMessage: 'Moderate questions' },
  approvalMode: { id: 'questions.moderation.approvalMode', defaultMessage: 'New questions wait here until you approve them.' },
  openMode: { id: 'questions.moderation.openMode', defaultMessage: 'Questions show at once; you can still hide or merge them.' },
  waitingTab: { id: 'questions.moderation.waitingTab', defaultMessage: 'Waiting' },
  shownTab: { id: 'questions.moderation.shownTab', defaultMessage: 'Shown' },
  hiddenTab: { id: 'questions.moderation.hiddenTab', defaultMessage: 'Hidden' },
  hideTitle: { id: 'questions.moderation.hideTitle', defaultMessage: 'Hide this question' },
  hideEffect: { id: 'questions.moderation.hideEffect', defaultMessage: 'It leaves every feed and the big screen. Its asker still sees it, with your reason.' },
  hidden: { id: 'questions.moderation.hidden', defaultMessage: 'Hidden: its asker is told why' },
});

/** Picks the question a duplicate is merged into, among those shown in the event, then merges it. */
function MergeDialog({ question, candidates, onClose, decide }: { question: QuestionDoc | null; candidates: QuestionDoc[] | undefined; onClose: () => void; decide: Decide }) {
  const intl = useIntl();
  const [into, setInto] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const options = useMemo(() => (candidates ?? []).filter((candidate) => candidate.id !== question?.id).map((candidate) => ({ value: candidate.id, label: candidate.title })), [candidates, question?.id]);
  const close = () => {
    setInto(null);
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={question !== null} onClose={close} title={intl.formatMessage(messages.mergeTitle)} closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
      {question && (
        <form
          onSubmit={(submitted) => {
            submitted.preventDefault();
            setTried(true);
            if (!into) return;
            void decide(question.id, { moderation: 'hidden', merged_into: into }, intl.formatMessage(messages.merged)).then(close);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={600} lineClamp={3}>{question.title}</Text>
            <Text size="sm" c="dimmed">{intl.formatMessage(messages.mergeEffect)}</Text>
            <Select
              label={intl.formatMessage(messages.duplicates)}
              placeholder={intl.formatMessage(!candidates ? messages.readingShown : options.length ? messages.searchShown : messages.noneShown)}
              data={options}
              value={into}
              onChange={setInto}
              searchable
              nothingFoundMessage={intl.formatMessage(messages.nothingFound)}
              error={tried && !into ? intl.formatMessage(messages.pickDuplicate) : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>{intl.formatMessage(messages.cancel)}</Button>
              <Button type="submit" leftSection={<IconArrowMerge size={16} aria-hidden="true" />} disabled={options.length === 0}>
                {intl.formatMessage(messages.merge)}
              </Button>
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

/**
 * One question of the queue. Plain elements with the theme's classes, not Mantine's components: the
 * navigation to the queue waits for its first items (first paint within 2x of a hand-written read and
 * paint, bench/moderation-queue.bench.ts).
 */
function QueueItem({ question, asker, actions, note }: ItemProps) {
  const intl = useIntl();
  return (
    <li className={classes.item} data-testid="moderation-item" aria-label={question.title}>
      <div className={classes.meta}>
        <p className={classes.asker}>
          {intl.formatMessage(messages.askerWhen, { asker: ownDirection(asker), when: formatRelativeTime(question.created_at) })}
        </p>
        {question.stage === 'answering' && (
          <PlainBadge color="yellow" variant="filled">
            {intl.formatMessage(messages.answeringNow)}
          </PlainBadge>
        )}
        {question.stage === 'answered' && (
          <PlainBadge color="teal" variant="light">
            {intl.formatMessage(messages.answered)}
          </PlainBadge>
        )}
        <SyncBadge state={question.sync_state} error={question.sync_error} />
      </div>
      <Link {...questionLink(question)} className={`mantine-focus-auto ${classes.title}`} dir="auto">
        {question.title}
      </Link>
      {question.description && (
        <p className={classes.description} dir="auto">
          {question.description}
        </p>
      )}
      {note}
      <div className={classes.actions}>{actions}</div>
    </li>
  );
}

const EMPTY = defineMessages({
  waiting: { id: 'questions.moderation.emptyWaiting', defaultMessage: 'Nothing waits for approval. New questions appear here when the event approves its questions.' },
  approved: { id: 'questions.moderation.emptyApproved', defaultMessage: 'No question is shown yet. Approved questions appear here, to answer in the room.' },
  hidden: { id: 'questions.moderation.emptyHidden', defaultMessage: 'Nothing is hidden. Questions you hide or merge appear here, and can be shown again.' },
});

function QueueList({ event, state, onHide, onMerge }: { event: EventDoc; state: ModerationState; onHide: (q: QuestionDoc) => void; onMerge: (q: QuestionDoc) => void }) {
  const intl = useIntl();
  const [limit, setLimit] = useState(MODERATION_PAGE);
  const { data: questions } = useModeratedQuestions(event.id, state, limit);
  // The titles of the questions merged into others: only the hidden ones name them.
  const { data: shown } = useModeratedQuestions(state === 'hidden' ? event.id : undefined, 'approved', 500);
  const { data: people } = useUsersByIds(namedAskers(questions ?? []));
  const { decide } = useQuestionWrites();
  const [drawn, setDrawn] = useState(FIRST_DRAWN);
  const loaded = questions !== undefined;
  // The rest of the page, below the fold, at the first idle moment after the first items painted: a tap
  // right after the queue opens is not held behind it.
  useEffect(() => (loaded ? onIdle(() => startTransition(() => setDrawn(Number.POSITIVE_INFINITY)), REST_WITHIN_MS) : undefined), [loaded]);
  if (!questions) return <Center py="lg"><Loader size="sm" aria-label={intl.formatMessage(messages.loading)} /></Center>;
  if (questions.length === 0) return <Text c="dimmed" py="md" ta="center">{intl.formatMessage(EMPTY[state])}</Text>;
  const askerOf = (question: QuestionDoc) => (question.is_anonymous ? intl.formatMessage(messages.anonymous) : (people?.get(question.author_id)?.full_name ?? intl.formatMessage(messages.someone)));
  const titleOf = (id: string | undefined) => (id ? shown?.find((candidate) => candidate.id === id)?.title : undefined);
  const hideAndMerge = (question: QuestionDoc) => (
    <>
      <PlainButton variant="default" color="red" leftSection={<IconEyeOff size={14} aria-hidden="true" />} onClick={() => onHide(question)}>
        {intl.formatMessage(messages.hide)}
      </PlainButton>
      <PlainButton variant="default" leftSection={<IconArrowMerge size={14} aria-hidden="true" />} onClick={() => onMerge(question)}>
        {intl.formatMessage(messages.merge)}
      </PlainButton>
    </>
  );
  const actionsOf = (question: QuestionDoc): ReactNode => {
    switch (state) {
      case 'waiting':
        return (
          <>
            <PlainButton color="teal" leftSection={<IconCheck size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { moderation: 'approved' }, intl.formatMessage(messages.approved))}>
              {intl.formatMessage(messages.approve)}
            </PlainButton>
            {hideAndMerge(question)}
          </>
        );
      case 'approved':
        return (
          <>
            {question.stage === 'answering' ? (
              <PlainButton color="teal" leftSection={<IconCircleCheck size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { stage: 'answered' }, intl.formatMessage(messages.markedAnswered))}>
                {intl.formatMessage(messages.answered)}
              </PlainButton>
            ) : (
              <PlainButton leftSection={<IconMicrophone size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { stage: 'answering' }, intl.formatMessage(messages.onBigScreen))}>
                {intl.formatMessage(messages.answeringNow)}
              </PlainButton>
            )}
            {hideAndMerge(question)}
          </>
        );
      case 'hidden':
        return (
          <PlainButton variant="default" leftSection={<IconEye size={14} aria-hidden="true" />} onClick={() => void decide(question.id, { moderation: 'approved' }, intl.formatMessage(messages.shownAgain))}>
            {intl.formatMessage(messages.showAgain)}
          </PlainButton>
        );
    }
  };
  return (
    <Stack gap="xs">
      <ul className={classes.list}>
        {questions.slice(0, drawn).map((question) => (
          <QueueItem
            key={question.id}
            question={question}
            asker={askerOf(question)}
            actions={actionsOf(question)}
            note={state === 'hidden' ? <p className={classes.note}>{hiddenNotice(question, titleOf(question.merged_into))}</p> : undefined}
          />
        ))}
      </ul>
      {questions.length >= limit && drawn >= questions.length && (
        <Button variant="subtle" onClick={() => setLimit((n) => n + MODERATION_PAGE)} w="fit-content">
          {intl.formatMessage(messages.more)}
        </Button>
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
  const intl = useIntl();
  const [tab, setTab] = useState<ModerationState>(() => openingList(event, waiting));
  const [hiding, setHiding] = useState<QuestionDoc | null>(null);
  const [merging, setMerging] = useState<QuestionDoc | null>(null);
  // Closed, the dialogs would cost the queue's first paint: mounted when first opened.
  const hideMounted = useOpenedOnce(hiding !== null);
  const mergeMounted = useOpenedOnce(merging !== null);
  const { decide } = useQuestionWrites();
  // Read when a merge is asked for: with many questions shown, reading them costs the queue's first paint.
  const { data: shown, loading: readingShown } = useModeratedQuestions(merging ? event.id : undefined, 'approved', 500);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">{intl.formatMessage(messages.heading)}</Title>
        <Text c="dimmed" size="sm">
          {intl.formatMessage(event.qa_mode === 'approval' ? messages.approvalMode : messages.openMode)}
        </Text>
      </Stack>
      {modeControl}
      <Tabs value={tab} onChange={(value) => value && setTab(value as ModerationState)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="waiting" rightSection={waiting > 0 ? <Badge size="sm" circle={waiting < 10} color="red" data-testid="waiting-badge">{waiting}</Badge> : undefined}>
            {intl.formatMessage(messages.waitingTab)}
          </Tabs.Tab>
          <Tabs.Tab value="approved">{intl.formatMessage(messages.shownTab)}</Tabs.Tab>
          <Tabs.Tab value="hidden">{intl.formatMessage(messages.hiddenTab)}</Tabs.Tab>
        </Tabs.List>
        {(['waiting', 'approved', 'hidden'] as const).map((state) => (
          <Tabs.Panel key={state} value={state} pt="sm">
            <QueueList event={event} state={state} onHide={setHiding} onMerge={setMerging} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {hideMounted && (
        <HideDialog
          opened={hiding !== null}
          title={intl.formatMessage(messages.hideTitle)}
          excerpt={hiding?.title ?? ''}
          effect={intl.formatMessage(messages.hideEffect)}
          toldWho="asker"
          onHide={(reason) => (hiding ? decide(hiding.id, { moderation: 'hidden', hidden_reason: reason }, intl.formatMessage(messages.hidden)) : Promise.resolve())}
          onClose={() => setHiding(null)}
        />
      )}
      {mergeMounted && <MergeDialog question={merging} candidates={readingShown ? undefined : shown} onClose={() => setMerging(null)} decide={decide} />}
    </Stack>
  );
}
