import { getToken } from '../../lib/session';
import { resolveNavigation, safeRedirect } from '../routes/navigation-guard';

/** After sign-in: the `redirect` query when this user may open it, else their first allowed route. */
export function loginTarget(redirect: string | null, codes: readonly string[], token = getToken()): string {
  const wanted = safeRedirect(redirect) ?? '/';
  const url = new URL(wanted, 'http://login.local');
  const { redirectTo } = resolveNavigation(url.pathname, url.searchParams, {
    token,
    codes,
    freshlyLoaded: true,
  });
  return redirectTo ?? wanted;
}
