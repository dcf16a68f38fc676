import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { EventDoc } from '../../../schemas/event.schema';
import { formatMemberCode, memberCode } from '../../../schemas/member-code';
import { QrCode } from '../../components/qr-code/qr-code';
import type { CurrentUser } from '../../member/member-store';
import classes from './door.module.css';
import { useOwnPass } from './own-pass';

/**
 * 'Your pass' on the page of an event the member joined: the QR code door staff scan, their name, the
 * event, and their member code to type when no camera reads it. Kept on the device: it shows offline.
 */
export function PassCard({ event, member, joined }: { event: EventDoc; member: CurrentUser; joined: boolean }) {
  const pass = useOwnPass(event.id, member.id, joined);
  if (!joined || event.is_community || event.is_meetverse) return null;
  const code = formatMemberCode(memberCode(member.id));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="your-pass" data-testid="pass-card">
      <Stack gap="sm" align="center">
        <Group gap={8} align="center" w="100%">
          <IconTicket size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="your-pass">Your pass</Title>
        </Group>
        {pass ? (
          <div className={classes.passQr}>
            <QrCode value={pass} label={`Pass of ${member.full_name} to ${event.name}`} testId="pass-qr" />
          </div>
        ) : (
          <Text c="dimmed" size="sm" ta="center" maw={300} data-testid="pass-waiting">
            Your pass comes when this device is next online. At the door, staff can also type your code or find your name.
          </Text>
        )}
        <Stack gap={2} align="center">
          <Text fw={700} size="lg" ta="center">{member.full_name}</Text>
          <Text c="dimmed" size="sm" ta="center">{event.name}</Text>
          <Text c="dimmed" size="sm">
            Code <Text span fw={700} c="var(--mantine-color-text)" ff="monospace" fz="md" data-testid="pass-code">{code}</Text>
          </Text>
        </Stack>
        {pass && <Text size="xs" c="dimmed" ta="center">Show this at the door. It works offline.</Text>}
      </Stack>
    </Card>
  );
}
