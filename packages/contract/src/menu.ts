import { DISRUPTION_CASE } from './cases/disruptions';
import { OPERATION_CODES, OPERATION_KINDS } from './cases/kinds';
import { REBOOK_CASE } from './cases/rebooks';
import { Permission, type PermissionCode } from './permissions';

/**
 * One route of the console (spec section 2). `title` is the translation key of the
 * page title, menu entry and breadcrumb; `hidden` routes are pages reached from another
 * page, never listed in the menu.
 */
export interface MenuRoute {
  path: string;
  title: string;
  code?: PermissionCode;
  /** Any of these codes opens the route; used where the spec lets several pages reach it. */
  anyOf?: readonly PermissionCode[];
  icon?: string;
  hidden?: boolean;
  /** Query field a hidden page needs, and where to go without it (spec section 5). */
  requiresQuery?: { name: string; redirectTo: string };
  children?: MenuRoute[];
}

const P = Permission;
const REBOOKS = REBOOK_CASE.pages;
const DISRUPTIONS = DISRUPTION_CASE.pages;

/**
 * Who sees the queue of what is due (issue 10 §5, beyond the spec): anyone working on after-sales
 * cases, rebooks or disruptions; each sees the kinds its codes open.
 */
export const QUEUE_CODES: readonly [PermissionCode, ...PermissionCode[]] = [
  REBOOKS.code,
  DISRUPTIONS.code,
  ...OPERATION_CODES,
];

/** Each Operation desk's list page, then their detail pages (hidden), as its kind declares them. */
function operationPages(): MenuRoute[] {
  const lists = OPERATION_KINDS.map(({ operationMenu, pages }) => ({
    path: pages.list,
    title: `menu.${operationMenu?.key}`,
    code: pages.code,
  }));
  const details = OPERATION_KINDS.map(({ operationMenu, pages }) => ({
    path: pages.detail,
    title: `menu.${operationMenu?.key}Detail`,
    code: pages.code,
    hidden: true,
  }));
  return [...lists, ...details];
}

/** The menu of spec section 2, in its order, with the hidden detail pages under their group. */
export const MENU_TREE: readonly MenuRoute[] = [
  {
    path: '/html/flight',
    title: 'menu.flightSearch',
    icon: 'search',
    children: [{ path: '/html/flight/list', title: 'menu.flightList', code: P.FLIGHT_SEARCH }],
  },
  {
    path: '/html/airlineManage',
    title: 'menu.airlineManage',
    icon: 'cloud-server',
    children: [{ path: '/html/airline', title: 'menu.airline', code: P.AIRLINES }],
  },
  {
    path: '/html/orderManage',
    title: 'menu.orderManage',
    icon: 'profile',
    children: [
      { path: '/html/orderList', title: 'menu.orderList', code: P.ORDER_LIST },
      { path: REBOOKS.list, title: 'menu.rebookList', code: REBOOKS.code },
      { path: DISRUPTIONS.list, title: 'menu.flightDisruptions', code: DISRUPTIONS.code },
      { path: '/html/orderList/prefernce', title: 'menu.orderPreference', code: P.ORDER_LIST, hidden: true },
      { path: '/html/orderList/payment', title: 'menu.orderPayment', code: P.ORDER_LIST, hidden: true },
      {
        path: '/html/orderList/details',
        title: 'menu.orderDetails',
        anyOf: [P.ORDER_LIST, ...OPERATION_CODES],
        hidden: true,
        requiresQuery: { name: 'orderNo', redirectTo: '/html/orderManage' },
      },
      {
        path: REBOOKS.detail,
        title: 'menu.rebookDetails',
        code: REBOOKS.code,
        hidden: true,
        requiresQuery: { name: 'orderNo', redirectTo: '/html/orderList/details' },
      },
      {
        path: '/html/orderRebook/ConfirmRebook',
        title: 'menu.confirmRebook',
        code: REBOOKS.code,
        hidden: true,
        requiresQuery: { name: 'orderNo', redirectTo: '/html/orderRebook/details' },
      },
      {
        path: '/html/orderRebook/fillCreditCardInfo',
        title: 'menu.fillCreditCardInfo',
        code: REBOOKS.code,
        hidden: true,
      },
    ],
  },
  {
    path: '/html/report',
    title: 'menu.report',
    icon: 'bar-chart',
    children: [
      { path: '/html/financialReport', title: 'menu.financialReport', code: P.FINANCIAL_REPORT },
      { path: '/html/transactionRecords', title: 'menu.transactionRecords', code: P.TRANSACTION_RECORDS },
      { path: '/html/financialReportList', title: 'menu.financialReportList', code: P.FINANCIAL_REPORT_LIST },
      { path: '/html/RefundReport', title: 'menu.refundReport', code: P.REFUND_REPORT },
    ],
  },
  {
    path: '/html/operation',
    title: 'menu.operation',
    icon: 'tool',
    children: [{ path: '/html/queue', title: 'menu.queue', anyOf: QUEUE_CODES }, ...operationPages()],
  },
  {
    path: '/html/settings',
    title: 'menu.settings',
    icon: 'setting',
    children: [
      { path: '/html/userManage', title: 'menu.userManage', code: P.USERS },
      { path: '/html/roleManage', title: 'menu.roleManage', code: P.ROLES },
      { path: '/html/emailManage', title: 'menu.emailManage', code: P.MAILBOXES },
      { path: '/html/thresholdValueManage', title: 'menu.thresholdValueManage', code: P.THRESHOLDS },
    ],
  },
  {
    path: '/html/limitedSettings',
    title: 'menu.limitedSettings',
    icon: 'safety',
    children: [{ path: '/html/normalAuthManage', title: 'menu.normalAuthManage', code: P.LIMITED_USERS }],
  },
];

/** A route is open when it names no code or the user holds one of its codes (spec section 6). */
export function isRouteAllowed(route: MenuRoute, codes: ReadonlySet<string>): boolean {
  const needed = route.anyOf ?? (route.code ? [route.code] : []);
  return needed.length === 0 || needed.some((code) => codes.has(code));
}

/**
 * The routes a user may open: children filtered by code, and a group left with no child
 * dropped (spec section 6). A group holding only hidden pages stays routable (an operation
 * user may open order details) but shows no menu entry: see `visibleMenu`.
 */
export function filterMenu(tree: readonly MenuRoute[], codes: Iterable<string>): MenuRoute[] {
  const held = new Set(codes);
  const result: MenuRoute[] = [];
  for (const route of tree) {
    if (!isRouteAllowed(route, held)) continue;
    if (!route.children) {
      result.push(route);
      continue;
    }
    const children = filterMenu(route.children, held);
    if (children.length > 0) result.push({ ...route, children });
  }
  return result;
}

/** The menu a sidebar shows: hidden pages left out, and groups with nothing left to show. */
export function visibleMenu(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.flatMap((route) => {
    if (route.hidden) return [];
    if (!route.children) return [route];
    const children = visibleMenu(route.children);
    return children.length > 0 ? [{ ...route, children }] : [];
  });
}

/** Every path of a tree, groups and hidden pages included, in menu order. */
export function flattenRoutes(tree: readonly MenuRoute[]): MenuRoute[] {
  return tree.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** The first page a user may open: where the guard sends them after sign-in. */
export function firstAllowedPath(tree: readonly MenuRoute[]): string | undefined {
  for (const route of tree) {
    if (route.hidden) continue;
    if (!route.children) return route.path;
    const inner = firstAllowedPath(route.children);
    if (inner) return inner;
  }
  return undefined;
}
