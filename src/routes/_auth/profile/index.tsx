import { createFileRoute } from '@tanstack/react-router';
import { profileSearch } from '../../../components/bottom-nav/nav-items';
import { OwnProfileScreen } from './-components/own-profile';
import { screenTitles } from '../../-components/screen-titles';

export const Route = createFileRoute('/_auth/profile/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.profile }, back: '/home', section: 'connect', savable: true } },
  validateSearch: profileSearch,
  component: OwnProfileScreen,
});
