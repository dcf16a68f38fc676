import { Select, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { setLanguage, useStoredLanguage } from '../../i18n/language-preference';
import { LANGUAGES, resolveLanguage } from '../../i18n/languages';
import { useLocaleProfile } from '../../lib/locale-context';
import { browserLanguages, detectLocaleProfile, formatDate, formatTime, LOCALE_PROFILES, weekStartsOn } from '../../lib/locale';
import { setRegion, useStoredRegion } from '../../lib/region-preference';

const AUTOMATIC = 'auto';

const messages = defineMessages({
  heading: { id: 'settings.language.heading', defaultMessage: 'Language and region' },
  language: { id: 'settings.language.label', defaultMessage: 'Language' },
  languageHint: { id: 'settings.language.hint', defaultMessage: 'The words of every screen. Automatic follows your browser.' },
  automatic: { id: 'settings.language.automatic', defaultMessage: 'Automatic ({name})' },
  region: { id: 'settings.region.label', defaultMessage: 'Region' },
  regionHint: { id: 'settings.region.hint', defaultMessage: 'Sets how dates and times are written and the first day of the week.' },
  sample: { id: 'settings.region.sample', defaultMessage: 'Dates look like {date}, times like {time}; weeks start on {weekday}.' },
});

function displayName(locale: string, code: string, type: 'region' | 'language'): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

function weekdayName(locale: string, day: number): string {
  // 2026-11-29 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(2026, 10, 29 + day));
}

/** Language: the words of every screen, from the browser's languages unless the member chooses one here. */
function LanguageSelect() {
  const intl = useIntl();
  const chosen = useStoredLanguage();
  const options = useMemo(() => {
    const detected = resolveLanguage(null, browserLanguages());
    return [
      { value: AUTOMATIC, label: intl.formatMessage(messages.automatic, { name: detected.name }) },
      ...LANGUAGES.map((language) => ({ value: language.tag, label: language.name })),
    ];
  }, [intl]);
  return (
    <Select
      label={intl.formatMessage(messages.language)}
      description={intl.formatMessage(messages.languageHint)}
      data={options}
      value={chosen ?? AUTOMATIC}
      onChange={(value) => setLanguage(value && value !== AUTOMATIC ? value : null)}
      allowDeselect={false}
      maw={360}
      comboboxProps={{ withinPortal: true }}
      data-testid="language-select"
    />
  );
}

/**
 * Language and region: the words of every screen, and the formats of dates and times and the first day
 * of the week, from the browser's languages unless the member chooses; a sample shows what they get.
 */
export function RegionSetting() {
  const intl = useIntl();
  const chosen = useStoredRegion();
  const profile = useLocaleProfile();
  const detected = useMemo(() => detectLocaleProfile(), []);
  const options = useMemo(
    () => [
      { value: AUTOMATIC, label: intl.formatMessage(messages.automatic, { name: displayName(intl.locale, detected.country, 'region') }) },
      ...Object.keys(LOCALE_PROFILES)
        .map((code) => ({ value: code, label: displayName(intl.locale, code, 'region') }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    ],
    [detected.country, intl],
  );
  const sample = new Date(2026, 11, 24, 18, 30);
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <LanguageSelect />
      <Select
        label={intl.formatMessage(messages.region)}
        description={intl.formatMessage(messages.regionHint)}
        data={options}
        value={chosen ?? AUTOMATIC}
        onChange={(value) => setRegion(value && value !== AUTOMATIC ? value : null)}
        searchable
        allowDeselect={false}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed" data-testid="region-sample">
        {intl.formatMessage(messages.sample, {
          date: formatDate(sample, profile),
          time: formatTime(sample, profile),
          weekday: weekdayName(intl.locale, weekStartsOn(profile.regionLocale ?? profile.locale)),
        })}
      </Text>
    </Stack>
  );
}
