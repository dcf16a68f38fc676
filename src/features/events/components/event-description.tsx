import { Button, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { useEarlyTap } from '../../../lib/server-markup';

const messages = defineMessages({
  more: { id: 'events.details.description.more', defaultMessage: 'Show more' },
  less: { id: 'events.details.description.less', defaultMessage: 'Show less' },
});

/** The lines a long description shows until the reader asks for the rest. */
export const DESCRIPTION_LINES = 8;
/**
 * Past this many characters (or lines) a description is long: about 14 lines on a phone, 8 in the
 * desktop's column, so the rest it hides is there to show. Decided from the text alone, the same in
 * the page the server renders as in the app.
 */
const LONG_DESCRIPTION_CHARS = 600;

export const isLongDescription = (text: string) => text.length > LONG_DESCRIPTION_CHARS || text.split('\n').length > DESCRIPTION_LINES;

/** An event's description, in full when short; a long one shows its first lines and the rest on request. */
export function EventDescription({ text }: { text: string }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A guest's tap on the page the server rendered, before the app took it over, opens it then.
  useEarlyTap(button, () => setOpen(true));
  const long = isLongDescription(text);
  return (
    <Stack gap={4}>
      <Text id={id} dir="auto" lineClamp={long && !open ? DESCRIPTION_LINES : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {long && (
        <Button ref={button} variant="subtle" size="compact-sm" w="fit-content" px={0} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {intl.formatMessage(open ? messages.less : messages.more)}
        </Button>
      )}
    </Stack>
  );
}
