import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';

const messages = defineMessages({
  loading: { id: 'components.pageSpinner.loading', defaultMessage: 'Loading' },
});

/** The fallback while a lazy screen loads. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <Center h="60vh">
      <Loader aria-label={intl.formatMessage(messages.loading)} />
    </Center>
  );
}
