import type { MenuRoute } from '@ota/contract';
import { findRoute } from '../../lib/permissions';

/** What names a tag: its key, and for a record's page the record's number shown on it. */
export interface ViewIdentity {
  key: string;
  label?: string;
}

/**
 * A record's page (a route that needs a query, such as order details) opens one tag per record,
 * named by its number, so several orders stand side by side; any other page is one tag.
 */
export function viewIdentity(route: MenuRoute, search: string): ViewIdentity {
  const name = route.requiresQuery?.name;
  const record = name ? new URLSearchParams(search).get(name)?.trim() : undefined;
  return name && record ? { key: `${route.path}?${name}=${record}`, label: record } : { key: route.path };
}

/** The key of the tag of the address on screen. */
export function currentViewKey(pathname: string, search: string): string {
  const route = findRoute(pathname);
  return route ? viewIdentity(route, search).key : pathname;
}
