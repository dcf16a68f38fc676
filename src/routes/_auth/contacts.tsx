import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { ContactsView } from '../../features/meetings/contacts-view';
import { useMember } from '../../member/member-store';

export const Route = createFileRoute('/_auth/contacts')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Contacts' }, back: '/profile', savable: true } },
  component: ContactsScreen,
});

/** The people the member met, from this device (offline too): search, private notes and tags, export. */
function ContactsScreen() {
  const member = useMember();
  return (
    <Screen title="Contacts">
      <ContactsView memberId={member.id} />
    </Screen>
  );
}
