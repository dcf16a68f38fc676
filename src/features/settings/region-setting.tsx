import { Select, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLocaleProfile } from '../../lib/locale-context';
import { detectLocaleProfile, formatDate, formatTime, LOCALE_PROFILES, weekStartsOn } from '../../lib/locale';
import { setRegion, useStoredRegion } from '../../lib/region-preference';

const AUTOMATIC = 'auto';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Language and region: the formats of dates and times and the first day of the week, from the
 * browser's languages unless the member chooses a region; a sample shows what they get.
 */
export function RegionSetting() {
  const chosen = useStoredRegion();
  const profile = useLocaleProfile();
  const detected = useMemo(() => detectLocaleProfile(), []);
  const options = useMemo(
    () => [
      { value: AUTOMATIC, label: `Automatic (${countryName(detected.country)})` },
      ...Object.keys(LOCALE_PROFILES)
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [detected.country],
  );
  const sample = new Date(2026, 11, 24, 18, 30);
  return (
    <Stack gap="sm" component="section" aria-label="Language and region">
      <Title order={2} size="h4">
        Language and region
      </Title>
      <Select
        label="Region"
        description="Sets how dates and times are written and the first day of the week."
        data={options}
        value={chosen ?? AUTOMATIC}
        onChange={(value) => setRegion(value && value !== AUTOMATIC ? value : null)}
        searchable
        allowDeselect={false}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed" data-testid="region-sample">
        Dates look like {formatDate(sample, profile)}, times like {formatTime(sample, profile)}; weeks start on {WEEKDAYS[weekStartsOn(profile.locale)]}.
      </Text>
    </Stack>
  );
}
