import { useLogout } from '../hooks/useLogout';
import { OutlineButton } from './OutlineButton';

export function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <OutlineButton type="button" disabled={pending} onClick={() => void logout()}>
      Logout
    </OutlineButton>
  );
}
