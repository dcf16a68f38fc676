import { createFileRoute } from '@tanstack/react-router';
import { profileSearch } from '../../../components/bottom-nav/nav-items';
import { OwnProfileScreen } from './-components/own-profile';

export const Route = createFileRoute('/_auth/profile/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Profile' }, back: '/home', section: 'connect', savable: true } },
  validateSearch: profileSearch,
  component: OwnProfileScreen,
});
