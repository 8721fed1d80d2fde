import { findRoute } from '../../lib/permissions';
import { LOGIN_PATH, NOT_FOUND_PATH } from './navigation-guard';

export const BRAND = 'OTA Console';

/** Translation key of a path's title: the route's title, the login page's or the 404 page's. */
export function titleKeyOf(path: string): string | undefined {
  if (path === LOGIN_PATH) return 'login.title';
  if (path === NOT_FOUND_PATH) return 'errors.pageNotFound';
  return findRoute(path)?.title;
}

/** "Order List - OTA Console"; the brand alone when the path has no title. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${BRAND}` : BRAND;
}
