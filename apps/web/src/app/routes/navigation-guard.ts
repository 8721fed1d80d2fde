import { firstAllowedPath, type MenuRoute } from '@ota/contract';
import { allowedTree, findRoute, normalizePath } from '../../lib/permissions';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export interface GuardSession {
  token: string | null;
  codes: readonly string[];
  /**
   * True when this navigation had to read the menus back from session storage (the first one
   * after a reload): a path the user may not open then leads to the first allowed route.
   */
  freshlyLoaded: boolean;
}

export type GuardDecision =
  | { kind: 'allow'; page: 'login' }
  | { kind: 'allow'; page: 'notFound' }
  | { kind: 'allow'; page: 'route'; route: MenuRoute }
  | { kind: 'redirect'; to: string };

function toSearch(query: URLSearchParams | string): URLSearchParams {
  return typeof query === 'string' ? new URLSearchParams(query) : query;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The login address that returns to `wanted` after sign-in. */
export function loginRedirect(wanted: string): string {
  if (wanted === '/' || wanted === NOT_FOUND_PATH || wanted.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: wanted }).toString()}`;
}

/** A `redirect` query value that is safe to follow (same origin, not the login page). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return undefined;
  return value;
}

/** One step of the navigation guard (spec section 2), as a pure function. */
export function decide(
  rawPath: string,
  rawQuery: URLSearchParams | string,
  session: GuardSession,
): GuardDecision {
  const path = normalizePath(rawPath || '/');
  const query = toSearch(rawQuery);

  if (!session.token) {
    if (path === LOGIN_PATH) return { kind: 'allow', page: 'login' };
    return { kind: 'redirect', to: loginRedirect(withQuery(path, query)) };
  }
  if (path === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (path === NOT_FOUND_PATH) return { kind: 'allow', page: 'notFound' };

  const tree = allowedTree(session.codes);
  const first = firstAllowedPath(tree);
  if (path === '/') return { kind: 'redirect', to: first ?? NOT_FOUND_PATH };

  if (!findRoute(path)) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const route = findRoute(path, tree);
  if (!route) return { kind: 'redirect', to: session.freshlyLoaded && first ? first : NOT_FOUND_PATH };

  if (route.children) return { kind: 'redirect', to: firstAllowedPath(route.children) ?? NOT_FOUND_PATH };
  if (route.requiresQuery && !query.get(route.requiresQuery.name)) {
    return { kind: 'redirect', to: route.requiresQuery.redirectTo };
  }
  return { kind: 'allow', page: 'route', route };
}

export interface GuardResult {
  decision: Exclude<GuardDecision, { kind: 'redirect' }>;
  /** Where the browser must go (path and query), or null when the asked address is shown as is. */
  redirectTo: string | null;
}

/** Follows the guard's redirects to the page finally shown (chains such as ConfirmRebook → details → list). */
export function resolveNavigation(
  rawPath: string,
  rawQuery: URLSearchParams | string,
  session: GuardSession,
  maxHops = 10,
): GuardResult {
  let path = rawPath || '/';
  let query = toSearch(rawQuery);
  const seen = new Set<string>();
  for (let hop = 0; hop <= maxHops; hop += 1) {
    const decision = decide(path, query, session);
    if (decision.kind === 'allow') return { decision, redirectTo: hop === 0 ? null : withQuery(path, query) };
    if (seen.has(decision.to)) break;
    seen.add(decision.to);
    const url = new URL(decision.to, 'http://guard.local');
    path = url.pathname;
    query = url.searchParams;
  }
  return {
    decision: { kind: 'allow', page: 'notFound' },
    redirectTo: session.token ? NOT_FOUND_PATH : LOGIN_PATH,
  };
}
