import { toast } from 'sonner';
import { useAuthStore, updateUserProfile } from './auth';
import { setSelectedClientId } from './storage';

/**
 * Makes a client the selected one (spec 01 §2, §4): kept in local storage for everyone, and saved on
 * the account as lastSelectedClientId when someone is signed in. Navigation does not wait for the save.
 */
export function selectClient(client: { id: number }): void {
  setSelectedClientId(String(client.id));
  const { user, isAuthenticated } = useAuthStore.getState();
  if (!isAuthenticated || !user || user.lastSelectedClientId === client.id) return;
  updateUserProfile(user.id, { lastSelectedClientId: client.id })
    .then(() => {
      // The answer lacks the populated relations (role, onboarding) the stored user carries.
      const current = useAuthStore.getState().user;
      if (current?.id === user.id) {
        useAuthStore.setState({ user: { ...current, lastSelectedClientId: client.id } });
      }
    })
    .catch((error: unknown) => {
      toast.error('Failed to update last selected client', {
        description: error instanceof Error ? error.message : undefined,
      });
    });
}
