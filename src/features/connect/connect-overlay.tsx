import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconCamera, IconCameraOff, IconKeyboard } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { appLink, parseAppLink } from '../../../schemas/app-links';
import { formatMemberCode, memberCode, parseMemberCode } from '../../../schemas/member-code';
import { Avatar } from '../../components/avatar/avatar';
import { asksForQr } from '../../components/bottom-nav/nav-items';
import { track } from '../../lib/analytics';
import { useOverlayOnDemand } from '../../lib/use-overlay-on-demand';
import { pathKey } from '../../lib/paths';
import { useMember } from '../../member/member-store';
import { CameraScanner } from '../../components/camera-scanner/camera-scanner';
import { defineMessages } from '../../i18n/define-messages';
import { MemberQr } from './member-qr';
import { readScannedText } from './scanned-text';
import { useConnect, type ConnectMeetings, type ConnectOutcome } from './use-connect';
import classes from './connect.module.css';

type Member = { id: string; slug?: string | undefined };

/**
 * Whether the location is the member's own profile with its QR view asked for (`show_qr=1`): at
 * /profile, or at /profile/{their slug or id}.
 */
export function isOwnQrView(pathname: string, search: Record<string, unknown>, member: Member): boolean {
  if (!asksForQr(search.show_qr)) return false;
  const page = parseAppLink(pathname, { trailingSlash: true });
  if (page?.route === '/profile') return true;
  if (page?.route !== '/profile/$slugOrId') return false;
  const key = page.params.slugOrId;
  return key === member.id || (Boolean(member.slug) && key === member.slug);
}

const messages = defineMessages({
  close: { id: 'connect.overlay.close', defaultMessage: 'Close' },
  cameraUnavailable: { id: 'connect.scan.cameraUnavailable', defaultMessage: 'Camera not available: type their code instead' },
  cameraRefused: { id: 'connect.scan.cameraRefused', defaultMessage: 'The camera was refused or this device has none. Their code is under their QR code.' },
  notAProfile: { id: 'connect.scan.notAProfile', defaultMessage: 'That QR code is not a Meetverse profile' },
  notAProfileHint: { id: 'connect.scan.notAProfileHint', defaultMessage: 'Scan the QR code their Connect screen shows.' },
  holdInFrame: { id: 'connect.scan.holdInFrame', defaultMessage: 'Hold their QR code inside the frame.' },
  typeInstead: { id: 'connect.scan.typeInstead', defaultMessage: 'Type a code instead' },
  qrLabel: { id: 'connect.qr.label', defaultMessage: 'QR code of your profile, {name}' },
  yourCode: { id: 'connect.qr.yourCode', defaultMessage: 'Your code <b>{code}</b>' },
  qrHint: { id: 'connect.qr.hint', defaultMessage: 'Let the person you met scan this, or scan theirs. It works offline.' },
  scan: { id: 'connect.qr.scan', defaultMessage: 'Scan' },
  typeCode: { id: 'connect.qr.typeCode', defaultMessage: 'Type their code' },
  back: { id: 'connect.overlay.back', defaultMessage: 'Your QR code' },
  codeLabel: { id: 'connect.code.label', defaultMessage: 'Their code' },
  codeDescription: { id: 'connect.code.description', defaultMessage: 'Shown under their QR code; case and hyphen do not matter' },
  codePlaceholder: { id: 'connect.code.placeholder', defaultMessage: '7K2M-9QXD' },
  codeInvalid: { id: 'connect.code.invalid', defaultMessage: 'A code has eight letters and digits, like 7K2M-9QXD' },
  find: { id: 'connect.code.find', defaultMessage: 'Find them' },
  looking: { id: 'connect.outcome.looking', defaultMessage: 'Looking for them on this device…' },
  choices: { id: 'connect.outcome.choices', defaultMessage: 'Members with this code' },
  choose: {
    id: 'connect.outcome.choose',
    defaultMessage: '{count, plural, one {# member has this code: who did you meet?} other {# members have this code: who did you meet?}}',
  },
});

type View = 'qr' | 'scan' | 'code';
const TITLES = defineMessages({
  qr: { id: 'connect.overlay.titleQr', defaultMessage: 'Connect' },
  scan: { id: 'connect.overlay.titleScan', defaultMessage: 'Scan their QR code' },
  code: { id: 'connect.overlay.titleCode', defaultMessage: 'Type their code' },
});

/**
 * The member's QR view over their own profile (the Connect item of the navigation): their QR code and
 * code to be scanned, and the camera or a typed code to find someone else. Finding them records the
 * meeting on this device, offline too, and opens their profile. Closing, or the browser's back,
 * leaves the QR view.
 */
export function ConnectOverlay(meetings: ConnectMeetings) {
  const intl = useIntl();
  const member = useMember();
  // Whether the QR view is asked for, not the location: every navigation would draw this again.
  const opened = useRouterState({ select: (state) => isOwnQrView(state.location.pathname, state.location.search as Record<string, unknown>, member) });
  const navigate = useNavigate();
  const [view, setView] = useState<View>('qr');
  // Each opening starts on the member's own QR code.
  const [shown, setShown] = useState(opened);
  if (shown !== opened) {
    setShown(opened);
    if (opened) setView('qr');
  }

  useEffect(() => {
    if (opened) track('QR Shown');
  }, [opened]);

  const overlay = useOverlayOnDemand(opened);

  // The same path, without the QR view's flag.
  const close = () => void navigate({ to: '.', unsafeRelative: 'path', search: ({ show_qr: _dropped, ...rest }) => rest, replace: true });

  if (!overlay.drawn) return null;
  return (
    <Modal
      opened={overlay.opened}
      onClose={close}
      fullScreen
      title={intl.formatMessage(TITLES[view])}
      closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}
      transitionProps={{ transition: 'fade', duration: 120 }}
      classNames={{ body: classes.body, title: classes.title }}
      data-testid="connect-overlay"
    >
      {opened && <ConnectViews view={view} setView={setView} member={member} meetings={meetings} />}
    </Modal>
  );
}

type ViewsProps = {
  view: View;
  setView: (view: View) => void;
  member: Member & { full_name: string };
  meetings: ConnectMeetings;
};

function ConnectViews({ view, setView, member, meetings }: ViewsProps) {
  const intl = useIntl();
  const connect = useConnect(member.id, meetings);
  const [cameraRefused, setCameraRefused] = useState(false);
  const go = (next: View) => {
    connect.clear();
    setView(next);
  };

  if (view === 'qr') {
    const link = `${window.location.origin}${appLink('/profile/$slugOrId', { slugOrId: pathKey(member) })}`;
    const code = formatMemberCode(memberCode(member.id));
    return (
      <Stack align="center" gap="md" className={classes.content}>
        <div className={classes.qrCard}>
          <MemberQr value={link} label={intl.formatMessage(messages.qrLabel, { name: member.full_name })} />
        </div>
        <Stack gap={2} align="center">
          <Title order={2} size="h3" ta="center" className={classes.name} dir="auto">{member.full_name}</Title>
          <Text c="dimmed" size="sm">
            {intl.formatMessage(messages.yourCode, {
              code,
              b: (chunks: ReactNode[]) => (
                <Text span fw={700} c="var(--mantine-color-text)" ff="monospace" fz="md" data-testid="own-member-code">
                  {chunks}
                </Text>
              ),
            })}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed" ta="center" maw={340}>{intl.formatMessage(messages.qrHint)}</Text>
        <Stack gap="xs" w="100%" maw={340}>
          <Button size="md" leftSection={<IconCamera size={20} aria-hidden="true" />} onClick={() => go('scan')}>{intl.formatMessage(messages.scan)}</Button>
          <Button size="md" variant="default" leftSection={<IconKeyboard size={20} aria-hidden="true" />} onClick={() => go('code')}>{intl.formatMessage(messages.typeCode)}</Button>
        </Stack>
      </Stack>
    );
  }

  const back = (
    <Button variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} aria-hidden="true" className="mirror-in-rtl" />} onClick={() => go('qr')} className={classes.back}>
      {intl.formatMessage(messages.back)}
    </Button>
  );

  if (view === 'scan') {
    const onText = (text: string) => {
      const target = readScannedText(text, window.location.origin);
      track('QR Scanned', { ok: target !== null });
      if (!target) connect.tell(messages.notAProfile, messages.notAProfileHint);
      else void connect.find(target, 'scan');
    };
    return (
      <Stack gap="md" className={classes.content}>
        {back}
        {cameraRefused ? (
          <>
            <Alert
              color="orange"
              variant="light"
              icon={<IconCameraOff size={20} aria-hidden="true" />}
              title={intl.formatMessage(messages.cameraUnavailable)}
              role="alert"
              classNames={{ title: classes.alertTitle }}
            >
              {intl.formatMessage(messages.cameraRefused)}
            </Alert>
            <CodeForm connect={connect} autoFocus />
          </>
        ) : (
          <>
            <CameraScanner onText={onText} onUnavailable={() => setCameraRefused(true)} paused={connect.outcome.kind === 'busy' || connect.outcome.kind === 'choose'} />
            <Text size="sm" c="dimmed" ta="center">{intl.formatMessage(messages.holdInFrame)}</Text>
            <Outcome outcome={connect.outcome} onChoose={connect.connect} />
            <Button variant="default" leftSection={<IconKeyboard size={18} aria-hidden="true" />} onClick={() => go('code')}>{intl.formatMessage(messages.typeInstead)}</Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" className={classes.content}>
      {back}
      <CodeForm connect={connect} autoFocus />
    </Stack>
  );
}

function CodeForm({ connect, autoFocus = false }: { connect: ReturnType<typeof useConnect>; autoFocus?: boolean }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseMemberCode(typed);
    setInvalid(code === null);
    if (code) void connect.find({ kind: 'code', code }, 'code');
    else connect.clear();
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage(messages.codeLabel)}
            description={intl.formatMessage(messages.codeDescription)}
            placeholder={intl.formatMessage(messages.codePlaceholder)}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? intl.formatMessage(messages.codeInvalid) : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            data-autofocus={autoFocus || undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em', textTransform: 'uppercase' } }}
          />
          <Button type="submit" loading={connect.outcome.kind === 'busy'}>{intl.formatMessage(messages.find)}</Button>
        </Stack>
      </form>
      <Outcome outcome={connect.outcome} onChoose={connect.connect} />
    </Stack>
  );
}

function Outcome({ outcome, onChoose }: { outcome: ConnectOutcome; onChoose: ReturnType<typeof useConnect>['connect'] }) {
  const intl = useIntl();
  if (outcome.kind === 'busy') {
    return (
      <Group gap="xs" justify="center" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{intl.formatMessage(messages.looking)}</Text>
      </Group>
    );
  }
  if (outcome.kind === 'message') {
    return (
      <Alert color={outcome.tone === 'error' ? 'red' : 'blue'} variant="light" title={intl.formatMessage(outcome.text)} role="alert" classNames={{ title: classes.alertTitle }}>
        {outcome.hint && intl.formatMessage(outcome.hint)}
      </Alert>
    );
  }
  if (outcome.kind === 'choose') {
    return (
      <Stack gap="xs" role="group" aria-label={intl.formatMessage(messages.choices)}>
        <Text size="sm" fw={600}>{intl.formatMessage(messages.choose, { count: outcome.members.length })}</Text>
        {outcome.members.map((found) => (
          <UnstyledButton key={found.id} className={classes.choice} onClick={() => void onChoose(found, outcome.how)}>
            <Group gap="sm" wrap="nowrap">
              <Avatar name={found.full_name} src={found.profile_picture} size="md" />
              <Text fw={500} className={classes.name} dir="auto">{found.full_name}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    );
  }
  return null;
}
