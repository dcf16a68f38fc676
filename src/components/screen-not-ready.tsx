import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';
import { Screen } from './screen';

const messages = defineMessages({
  notYet: { id: 'components.screenNotReady.notYet', defaultMessage: 'This part of {product} is not available yet.' },
  browse: { id: 'components.screenNotReady.browseEvents', defaultMessage: 'Browse events' },
});

/** A declared route whose screen has not shipped yet: says so plainly instead of pretending. */
export function ScreenNotReady({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Screen title={title}>
      <Text>{intl.formatMessage(messages.notYet, { product: __PRODUCT_NAME__ })}</Text>
      <Anchor component={Link} to="/events">
        {intl.formatMessage(messages.browse)}
      </Anchor>
    </Screen>
  );
}
