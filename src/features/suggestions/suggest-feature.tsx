import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBulb, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SUGGESTION_DETAILS_MAX, SUGGESTION_TITLE_MAX } from '../../../schemas/feature-suggestion.schema';
import { SyncBadge } from '../../components/sync-badge';
import { toast } from '../../components/toasts/toast';
import { defineMessages } from '../../i18n/define-messages';
import { useLocaleProfile } from '../../lib/locale-context';
import { formatDateTime } from '../../lib/locale';
import { useMember } from '../../member/member-store';
import { hourlyLimitProblem, suggestionProblems, useOwnSuggestions, useSuggestionWrites, type SuggestionProblems } from './suggestions';
import type { FeatureSuggestionDoc } from '../../../schemas/feature-suggestion.schema';
import { GrowingTextarea } from '../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  own: { id: 'suggestions.own.label', defaultMessage: 'Your suggestions' },
  ownTitle: { id: 'suggestions.own.title', defaultMessage: 'Your suggestions' },
  ownEmpty: { id: 'suggestions.own.empty', defaultMessage: 'What you suggest shows here, and stays on this device until it is sent.' },
  thanks: { id: 'suggestions.form.thanks', defaultMessage: 'Thank you for your suggestion' },
  thanksOnline: { id: 'suggestions.form.thanksOnline', defaultMessage: 'The team reads every one.' },
  thanksOffline: { id: 'suggestions.form.thanksOffline', defaultMessage: 'It is saved on this device and will be sent when you are back online.' },
  form: { id: 'suggestions.form.label', defaultMessage: 'Suggest a feature' },
  intro: { id: 'suggestions.form.intro', defaultMessage: 'What would make events better for you? Tell the team; it works offline too.' },
  title: { id: 'suggestions.form.title', defaultMessage: 'Title' },
  titlePlaceholder: { id: 'suggestions.form.titlePlaceholder', defaultMessage: 'e.g. Dark mode for the big screen' },
  details: { id: 'suggestions.form.details', defaultMessage: 'Details' },
  detailsPlaceholder: { id: 'suggestions.form.detailsPlaceholder', defaultMessage: 'What you would use it for, and how it should work' },
  counter: { id: 'suggestions.form.counter', defaultMessage: '{count} / {max}' },
  notSent: { id: 'suggestions.form.notSent', defaultMessage: 'Not sent yet' },
  notSentDetail: { id: 'suggestions.form.notSentDetail', defaultMessage: '{problem} What you typed stays here.' },
  send: { id: 'suggestions.form.send', defaultMessage: 'Send suggestion' },
});

function OwnSuggestions({ data, loading }: { data: FeatureSuggestionDoc[] | undefined; loading: boolean }) {
  const intl = useIntl();
  const profile = useLocaleProfile();
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.own)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.ownTitle)}
      </Title>
      {loading && !data ? (
        <Skeleton height={64} radius="md" />
      ) : (data ?? []).length === 0 ? (
        <Text c="dimmed" size="sm">
          {intl.formatMessage(messages.ownEmpty)}
        </Text>
      ) : (
        (data ?? []).map((suggestion) => (
          <Card key={suggestion.id} withBorder radius="md" px="md" py="sm" data-testid="own-suggestion">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {suggestion.title}
              </Text>
              <SyncBadge state={suggestion.sync_state} error={suggestion.sync_error} />
            </Group>
            {suggestion.details && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {suggestion.details}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={6}>
              {formatDateTime(suggestion.created_at, profile)}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}

/** A short form for an idea: kept on the device at once and sent with the member's other writes. */
export function SuggestFeature() {
  const intl = useIntl();
  const { suggest } = useSuggestionWrites();
  const { id } = useMember();
  const own = useOwnSuggestions(id);
  const [limit, setLimit] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<SuggestionProblems>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = suggestionProblems({ title, details });
    setProblems(found);
    const tooMany = hourlyLimitProblem(own.data ?? []);
    setLimit(tooMany);
    if (Object.keys(found).length > 0 || tooMany) return;
    setSaving(true);
    const result = await suggest({ title, details });
    setSaving(false);
    if (!result.stored) return;
    setTitle('');
    setDetails('');
    toast.success(intl.formatMessage(messages.thanks), {
      description: intl.formatMessage(navigator.onLine ? messages.thanksOnline : messages.thanksOffline),
    });
  };

  return (
    <Stack gap="xl">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.form)}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconBulb size={28} stroke={1.5} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
            <Text c="dimmed">{intl.formatMessage(messages.intro)}</Text>
          </Group>
          <TextInput
            label={intl.formatMessage(messages.title)}
            placeholder={intl.formatMessage(messages.titlePlaceholder)}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={problems.title}
            description={intl.formatMessage(messages.counter, { count: [...title.trim()].length, max: SUGGESTION_TITLE_MAX })}
            required
          />
          <GrowingTextarea
            label={intl.formatMessage(messages.details)}
            placeholder={intl.formatMessage(messages.detailsPlaceholder)}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={problems.details}
            description={intl.formatMessage(messages.counter, { count: [...details.trim()].length, max: SUGGESTION_DETAILS_MAX })}
            minRows={4}
            maxRows={12}
          />
          {limit && (
            <Alert color="red" variant="light" role="alert" title={intl.formatMessage(messages.notSent)}>
              {intl.formatMessage(messages.notSentDetail, { problem: limit })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconSend size={16} aria-hidden="true" className="mirror-in-rtl" />}>
              {intl.formatMessage(messages.send)}
            </Button>
          </Group>
        </Stack>
      </form>
      <OwnSuggestions data={own.data} loading={own.loading} />
    </Stack>
  );
}
