import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { useStoredUser } from '../../features/auth/auth-store';
import { useLogout } from '../../features/auth/components/logout-flow';
import { LogoutCancelledError } from '../../features/auth/sign-out';
import { Welcome } from '../../features/home/components/welcome';

export const Route = createFileRoute('/_auth/home')({ component: HomeScreen });

function HomeScreen() {
  const user = useStoredUser();
  const { logout, dialog } = useLogout();
  const onLogout = () =>
    void logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
    });
  return (
    <Screen title="Home">
      {user && <Welcome fullName={user.full_name} picture={user.profile_picture} onLogout={onLogout} />}
      {dialog}
    </Screen>
  );
}
