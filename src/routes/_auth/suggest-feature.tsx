import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotReady } from '../../components/screen-not-ready';

export const Route = createFileRoute('/_auth/suggest-feature')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Suggest a feature' }, back: '/home', savable: true } },
  component: () => <ScreenNotReady title="Suggest a feature" />,
});
