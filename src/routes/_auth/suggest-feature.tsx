import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { SuggestFeature } from '../../features/suggestions/suggest-feature';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/suggest-feature')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.suggestFeature }, back: '/home', savable: true } },
  component: SuggestFeatureScreen,
});

function SuggestFeatureScreen() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage(screenTitles.suggestFeature)}>
      <SuggestFeature />
    </Screen>
  );
}
