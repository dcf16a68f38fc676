import { Group, Select, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider, TimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconClock, IconWorld } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { instantOfWallTime, timeZoneNames, zoneAbbreviation } from '../../../../schemas/time-zone';
import { weekStartsOn, type LocaleProfile } from '../../../lib/locale';
import { useLocaleProfile } from '../../../lib/locale-context';
import type { EventProblems } from '../api/event-writes';
import type { EventFormValues } from './event-form-values';
import { useTimeDropdown } from './time-dropdown';

// The dayjs locales the pickers can name months and weekdays in, loaded only for the member's language
// (dayjs has English built in). Each is its own small chunk, precached with the app.
const DAYJS_LOCALES: Readonly<Record<string, () => Promise<unknown>>> = {
  'en-gb': () => import('dayjs/locale/en-gb'), 'en-au': () => import('dayjs/locale/en-au'), 'en-ca': () => import('dayjs/locale/en-ca'),
  'en-ie': () => import('dayjs/locale/en-ie'), 'en-nz': () => import('dayjs/locale/en-nz'), 'en-sg': () => import('dayjs/locale/en-sg'),
  de: () => import('dayjs/locale/de'), 'de-at': () => import('dayjs/locale/de-at'), 'de-ch': () => import('dayjs/locale/de-ch'),
  fr: () => import('dayjs/locale/fr'), es: () => import('dayjs/locale/es'), 'es-mx': () => import('dayjs/locale/es-mx'),
  it: () => import('dayjs/locale/it'), pt: () => import('dayjs/locale/pt'), 'pt-br': () => import('dayjs/locale/pt-br'),
  ru: () => import('dayjs/locale/ru'), pl: () => import('dayjs/locale/pl'), cs: () => import('dayjs/locale/cs'),
  nl: () => import('dayjs/locale/nl'), sv: () => import('dayjs/locale/sv'), ja: () => import('dayjs/locale/ja'),
  'zh-cn': () => import('dayjs/locale/zh-cn'), 'zh-tw': () => import('dayjs/locale/zh-tw'), ko: () => import('dayjs/locale/ko'),
  ar: () => import('dayjs/locale/ar'), hi: () => import('dayjs/locale/hi'), ms: () => import('dayjs/locale/ms'),
  id: () => import('dayjs/locale/id'), vi: () => import('dayjs/locale/vi'), el: () => import('dayjs/locale/el'), he: () => import('dayjs/locale/he'),
};

/** The dayjs locale for a BCP 47 tag: the tag itself, else its language, else English. */
export function dayjsLocaleName(locale: string): string {
  const tag = locale.toLowerCase().replace('_', '-');
  const language = tag.split('-')[0] ?? 'en';
  return [tag, language].find((name) => name in DAYJS_LOCALES) ?? 'en';
}

/** The dayjs locale once it is loaded; English until then, or when loading fails offline on an old cache. */
function useDayjsLocale(locale: string): string {
  const wanted = dayjsLocaleName(locale);
  const [loaded, setLoaded] = useState<string>('en');
  useEffect(() => {
    let current = true;
    DAYJS_LOCALES[wanted]?.()
      .then(() => current && setLoaded(wanted))
      .catch((error: unknown) => console.warn(`Dates stay in English: the '${wanted}' locale did not load`, error));
    return () => {
      current = false;
    };
  }, [wanted]);
  return loaded === wanted ? wanted : 'en';
}

/** The pickers' formats from the member's locale profile (date-fns patterns become dayjs ones). */
export function pickerFormats(profile: LocaleProfile): { date: string; time: '12h' | '24h' } {
  const date = profile.dateFormat.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
  return { date: `ddd ${date}`, time: /a/.test(profile.timeFormat) ? '12h' : '24h' };
}

// Mantine's calendar buttons have no names of their own.
const CALENDAR_LABELS = defineMessages({
  monthLevelControl: { id: 'events.form.calendar.chooseMonth', defaultMessage: 'Choose a month' },
  yearLevelControl: { id: 'events.form.calendar.chooseYear', defaultMessage: 'Choose a year' },
  nextMonth: { id: 'events.form.calendar.nextMonth', defaultMessage: 'Next month' },
  previousMonth: { id: 'events.form.calendar.previousMonth', defaultMessage: 'Previous month' },
  nextYear: { id: 'events.form.calendar.nextYear', defaultMessage: 'Next year' },
  previousYear: { id: 'events.form.calendar.previousYear', defaultMessage: 'Previous year' },
  nextDecade: { id: 'events.form.calendar.nextDecade', defaultMessage: 'Next decade' },
  previousDecade: { id: 'events.form.calendar.previousDecade', defaultMessage: 'Previous decade' },
});

const calendarLabels = (intl: IntlShape) =>
  Object.fromEntries(Object.entries(CALENDAR_LABELS).map(([key, message]) => [key, intl.formatMessage(message)])) as Record<keyof typeof CALENDAR_LABELS, string>;

const messages = defineMessages({
  zoneLabel: { id: 'events.form.zone.option', defaultMessage: '{zone} ({short})' },
  starts: { id: 'events.form.starts', defaultMessage: 'Starts' },
  ends: { id: 'events.form.ends', defaultMessage: 'Ends' },
  pickDay: { id: 'events.form.pickDay', defaultMessage: 'Pick a day' },
  startTime: { id: 'events.form.startTime', defaultMessage: 'Start time' },
  startHour: { id: 'events.form.startHour', defaultMessage: 'Start hour' },
  startMinutes: { id: 'events.form.startMinutes', defaultMessage: 'Start minutes' },
  startAmPm: { id: 'events.form.startAmPm', defaultMessage: 'Start AM or PM' },
  endTime: { id: 'events.form.endTime', defaultMessage: 'End time' },
  endHour: { id: 'events.form.endHour', defaultMessage: 'End hour' },
  endMinutes: { id: 'events.form.endMinutes', defaultMessage: 'End minutes' },
  endAmPm: { id: 'events.form.endAmPm', defaultMessage: 'End AM or PM' },
  zone: { id: 'events.form.zone.label', defaultMessage: 'Time zone' },
  zonePlaceholder: { id: 'events.form.zone.placeholder', defaultMessage: 'Search for a city or region' },
  zoneDescription: { id: 'events.form.zone.description', defaultMessage: "Start and end are the venue's times. Changing the zone keeps those times." },
  zoneNothingFound: { id: 'events.form.zone.nothingFound', defaultMessage: 'No time zone has that name' },
});

/**
 * The zones the form offers, each with its short name on the event's first day ('Europe/Berlin (GMT+2)'),
 * the event's own first when the runtime does not list it.
 */
export function timeZoneOptions(intl: IntlShape, current: string, on: Date, locale?: string): { value: string; label: string }[] {
  const names = timeZoneNames();
  const all = names.includes(current) || !current ? names : [current, ...names];
  const at = Number.isNaN(on.getTime()) ? new Date() : on;
  return all.map((zone) => {
    let short: string;
    try {
      short = zoneAbbreviation(at, zone, locale);
    } catch {
      short = '';
    }
    return { value: zone, label: short && short !== zone ? intl.formatMessage(messages.zoneLabel, { zone, short }) : zone };
  });
}

export type EventFormWhenProps = {
  values: EventFormValues;
  problems: EventProblems | null;
  onChange: (next: Partial<EventFormValues>) => void;
};

/** The start and end of an event: a day from a calendar and a time at the venue, in its time zone, in the member's locale. */
export function EventFormWhen({ values, problems, onChange }: EventFormWhenProps) {
  const intl = useIntl();
  const profile = useLocaleProfile();
  const locale = useDayjsLocale(profile.locale);
  const formats = pickerFormats(profile);
  // On a phone the calendar opens as a dialog over the form, clear of the keyboard and the edges.
  const phone = useMediaQuery('(max-width: 36em)', true, { getInitialValueInEffect: false });
  const dateProps = { valueFormat: formats.date, ariaLabels: calendarLabels(intl), dropdownType: phone ? 'modal' : 'popover', modalProps: { centered: true }, leftSection: <IconCalendar size={18} aria-hidden />, flex: 1, miw: 0 } as const;
  const timeProps = { format: formats.time, withDropdown: true, minutesStep: 5, leftSection: <IconClock size={18} aria-hidden />, w: formats.time === '12h' ? 164 : 132 } as const;
  const startTimeDropdown = useTimeDropdown('top-start');
  const endTimeDropdown = useTimeDropdown('bottom-start');

  const startOn = (startDate: string | null) => {
    // The end follows a start moved past it, so a one-day event needs one pick.
    const endBefore = !values.endDate || (startDate !== null && dayjs(values.endDate).isBefore(startDate, 'day'));
    onChange(endBefore ? { startDate, endDate: startDate } : { startDate });
  };

  // Short names follow daylight saving: they are read on the event's first day (today until one is picked).
  const firstDay = values.startDate ?? dayjs().format('YYYY-MM-DD');
  const zones = useMemo(
    () => timeZoneOptions(intl, values.timeZone, instantOfWallTime(`${firstDay}T12:00`, 'UTC'), profile.locale),
    [intl, values.timeZone, firstDay, profile.locale],
  );

  // The end's time is part of the problem only when both days are there and the end comes first.
  const endsTooEarly = Boolean(values.startDate && values.endDate && problems?.endsAt);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: weekStartsOn(profile.regionLocale ?? profile.locale), consistentWeeks: true }}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <DatePickerInput {...dateProps} label={intl.formatMessage(messages.starts)} placeholder={intl.formatMessage(messages.pickDay)} required value={values.startDate} onChange={startOn} error={problems?.startsAt} />
          <TimePicker {...timeProps} {...startTimeDropdown} label={intl.formatMessage(messages.startTime)}
            hoursInputLabel={intl.formatMessage(messages.startHour)} minutesInputLabel={intl.formatMessage(messages.startMinutes)} amPmInputLabel={intl.formatMessage(messages.startAmPm)}
            value={values.startTime} onChange={(startTime) => onChange({ startTime })} />
        </Group>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <DatePickerInput {...dateProps} label={intl.formatMessage(messages.ends)} placeholder={intl.formatMessage(messages.pickDay)} required value={values.endDate} minDate={values.startDate ?? undefined}
            onChange={(endDate) => onChange({ endDate })} error={problems?.endsAt} />
          <TimePicker {...timeProps} {...endTimeDropdown} label={intl.formatMessage(messages.endTime)}
            hoursInputLabel={intl.formatMessage(messages.endHour)} minutesInputLabel={intl.formatMessage(messages.endMinutes)} amPmInputLabel={intl.formatMessage(messages.endAmPm)}
            value={values.endTime} onChange={(endTime) => onChange({ endTime })} error={endsTooEarly || undefined} />
        </Group>
        <Select
          label={intl.formatMessage(messages.zone)}
          placeholder={intl.formatMessage(messages.zonePlaceholder)}
          description={intl.formatMessage(messages.zoneDescription)}
          leftSection={<IconWorld size={18} aria-hidden />}
          searchable
          allowDeselect={false}
          nothingFoundMessage={intl.formatMessage(messages.zoneNothingFound)}
          data={zones}
          value={values.timeZone}
          onChange={(timeZone) => timeZone && onChange({ timeZone })}
          error={problems?.timeZone}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </DatesProvider>
  );
}
