import { MENU_TREE, filterMenu, firstAllowedPath, flattenRoutes, type MenuRoute } from '@ota/contract';

export { visibleMenu } from '@ota/contract';

/** Every route of the console, groups and hidden pages included. */
export const ALL_ROUTES: readonly MenuRoute[] = flattenRoutes(MENU_TREE);

/** Pages (routes without children) of the console: one lazy page each. */
export const ALL_PAGES: readonly MenuRoute[] = ALL_ROUTES.filter((route) => !route.children);

export function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

export function findRoute(path: string, tree: readonly MenuRoute[] = MENU_TREE): MenuRoute | undefined {
  const wanted = normalizePath(path);
  return flattenRoutes(tree).find((route) => route.path === wanted);
}

/** The routes a user's codes open (spec section 6). */
export function allowedTree(codes: Iterable<string>): MenuRoute[] {
  return filterMenu(MENU_TREE, codes);
}

export function firstAllowedRoute(codes: Iterable<string>): string | undefined {
  return firstAllowedPath(allowedTree(codes));
}

export function isPathAllowed(path: string, codes: Iterable<string>): boolean {
  return findRoute(path, allowedTree(codes)) !== undefined;
}

/** The top-level group holding a path. */
export function groupOf(path: string, tree: readonly MenuRoute[] = MENU_TREE): MenuRoute | undefined {
  const wanted = normalizePath(path);
  return tree.find(
    (group) => group.path === wanted || flattenRoutes(group.children ?? []).some((r) => r.path === wanted),
  );
}

/**
 * The menu entry to highlight for a path: the page itself, or for a hidden detail page the visible
 * page of its group whose path it extends (/html/refund/refundDetail → /html/refund).
 */
export function activeMenuPath(path: string): string {
  const wanted = normalizePath(path);
  const route = findRoute(wanted);
  if (!route?.hidden) return wanted;
  const group = groupOf(wanted);
  const candidates = (group?.children ?? []).filter(
    (child) => !child.hidden && wanted.startsWith(`${child.path}/`),
  );
  candidates.sort((a, b) => b.path.length - a.path.length);
  return candidates[0]?.path ?? group?.children?.find((child) => !child.hidden)?.path ?? wanted;
}

/** Breadcrumb of a page: its group, then the page. */
export function breadcrumbOf(path: string): MenuRoute[] {
  const route = findRoute(path);
  if (!route) return [];
  const group = groupOf(path);
  return group && group !== route ? [group, route] : [route];
}
