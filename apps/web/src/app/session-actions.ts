import { logout as logoutRequest } from '../features/auth/api/logout';
import { queryClient } from '../lib/query-client';
import { clearSession, getToken } from '../lib/session';
import { announceSignOut } from '../lib/session-share';
import { reloadSettings } from '../lib/settings-store';
import { clearViews } from './layout/tags-store';

/**
 * Logout (spec section 4): POST /logout with the token, then — whatever its answer — clear the
 * token, menus, codes, session and local storage and the open tags, sign out the other tabs, and go
 * to /login.
 */
export async function signOut(
  navigate: (to: string, options: { replace: boolean }) => unknown,
): Promise<void> {
  const token = getToken();
  if (token) {
    try {
      await logoutRequest(token);
    } catch {
      // the session is cleared all the same
    }
  }
  clearSession();
  announceSignOut();
  clearViews();
  reloadSettings();
  queryClient.clear();
  await navigate('/login', { replace: true });
}
