import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { SuggestFeature } from '../../features/suggestions/suggest-feature';

export const Route = createFileRoute('/_auth/suggest-feature')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Suggest a feature' }, back: '/home', savable: true } },
  component: SuggestFeatureScreen,
});

function SuggestFeatureScreen() {
  return (
    <Screen title="Suggest a feature">
      <SuggestFeature />
    </Screen>
  );
}
