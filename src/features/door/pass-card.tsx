import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../schemas/event.schema';
import { formatMemberCode, memberCode } from '../../../schemas/member-code';
import { QrCode } from '../../components/qr-code/qr-code';
import { defineMessages } from '../../i18n/define-messages';
import type { CurrentUser } from '../../member/member-store';
import classes from './door.module.css';
import { useOwnPass } from './own-pass';

const messages = defineMessages({
  title: { id: 'door.pass.title', defaultMessage: 'Your pass' },
  qrLabel: { id: 'door.pass.qrLabel', defaultMessage: 'Pass of {name} to {event}' },
  waiting: { id: 'door.pass.waiting', defaultMessage: 'Your pass comes when this device is next online. At the door, staff can also type your code or find your name.' },
  code: { id: 'door.pass.code', defaultMessage: 'Code <b>{code}</b>' },
  show: { id: 'door.pass.show', defaultMessage: 'Show this at the door. It works offline.' },
});

/**
 * 'Your pass' on the page of an event the member joined: the QR code door staff scan, their name, the
 * event, and their member code to type when no camera reads it. Kept on the device: it shows offline.
 */
export function PassCard({ event, member, joined }: { event: EventDoc; member: CurrentUser; joined: boolean }) {
  const intl = useIntl();
  const pass = useOwnPass(event.id, member.id, joined);
  if (!joined || event.is_community || event.is_meetverse) return null;
  const code = formatMemberCode(memberCode(member.id));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="your-pass" data-testid="pass-card">
      <Stack gap="sm" align="center">
        <Group gap={8} align="center" w="100%">
          <IconTicket size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="your-pass">{intl.formatMessage(messages.title)}</Title>
        </Group>
        {pass ? (
          <div className={classes.passQr}>
            <QrCode value={pass} label={intl.formatMessage(messages.qrLabel, { name: member.full_name, event: event.name })} testId="pass-qr" />
          </div>
        ) : (
          <Text c="dimmed" size="sm" ta="center" maw={300} data-testid="pass-waiting">
            {intl.formatMessage(messages.waiting)}
          </Text>
        )}
        <Stack gap={2} align="center">
          <Text fw={700} size="lg" ta="center" dir="auto">{member.full_name}</Text>
          <Text c="dimmed" size="sm" ta="center" dir="auto">{event.name}</Text>
          <Text c="dimmed" size="sm">
            {intl.formatMessage(messages.code, {
              code,
              b: (chunks: ReactNode[]) => (
                <Text span fw={700} c="var(--mantine-color-text)" ff="monospace" fz="md" data-testid="pass-code">
                  {chunks}
                </Text>
              ),
            })}
          </Text>
        </Stack>
        {pass && <Text size="xs" c="dimmed" ta="center">{intl.formatMessage(messages.show)}</Text>}
      </Stack>
    </Card>
  );
}
