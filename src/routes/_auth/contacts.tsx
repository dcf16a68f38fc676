import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { ContactsView } from '../../features/meetings/contacts-view';
import { useMember } from '../../member/member-store';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/contacts')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.contacts }, back: '/profile', savable: true } },
  component: ContactsScreen,
});

/** The people the member met, from this device (offline too): search, private notes and tags, export. */
function ContactsScreen() {
  const intl = useIntl();
  const member = useMember();
  return (
    <Screen title={intl.formatMessage(screenTitles.contacts)}>
      <ContactsView memberId={member.id} />
    </Screen>
  );
}
