import { airlinePages } from '../../features/airlines/routes';
import { disruptionPages } from '../../features/disruptions/routes';
import { financialReportPages } from '../../features/financial-reports/routes';
import { flightSearchPages } from '../../features/flight-search/routes';
import { mailboxPages } from '../../features/mailboxes/routes';
import { orderPages } from '../../features/orders/routes';
import { queuePages } from '../../features/queue/routes';
import { passengerChangePages } from '../../features/passenger-changes/routes';
import { baggagePages } from '../../features/baggage/routes';
import { compensationPages } from '../../features/compensations/routes';
import { rebookPages } from '../../features/rebooks/routes';
import { refundReportPages } from '../../features/refund-report/routes';
import { refundPages } from '../../features/refunds/routes';
import { rolePages } from '../../features/roles/routes';
import { seatPages } from '../../features/seats/routes';
import { thresholdPages } from '../../features/thresholds/routes';
import { ticketChangePages } from '../../features/ticket-changes/routes';
import { transactionPages } from '../../features/transactions/routes';
import { userPages } from '../../features/users/routes';
import { voidTicketPages } from '../../features/void-tickets/routes';
import type { PageLoader, PageRegistry } from '../../lib/pages';
import { ALL_PAGES } from '../../lib/permissions';

/**
 * Route path → lazy page. A feature adds its pages by exporting a registry from
 * `src/features/<domain>/routes.ts` (with definePages from lib/pages) and spreading it here:
 *
 *   import { orderPages } from '../../features/orders/routes';
 *   export const PAGE_REGISTRY: PageRegistry = { ...orderPages };
 *
 * Every page of MENU_TREE without an entry shows the "not available yet" state.
 */
export const PAGE_REGISTRY: PageRegistry = {
  ...airlinePages,
  ...flightSearchPages,
  ...userPages,
  ...rolePages,
  ...mailboxPages,
  ...thresholdPages,
  ...orderPages,
  ...disruptionPages,
  ...rebookPages,
  ...refundPages,
  ...compensationPages,
  ...refundReportPages,
  ...financialReportPages,
  ...transactionPages,
  ...ticketChangePages,
  ...passengerChangePages,
  ...baggagePages,
  ...queuePages,
  ...seatPages,
  ...voidTicketPages,
};

const notAvailable: PageLoader = () => import('../pages/not-available-page');

export function pageLoader(path: string, registry: PageRegistry = PAGE_REGISTRY): PageLoader {
  return registry[path] ?? notAvailable;
}

/** Registry keys that name no page of the menu tree (a typo would never be reachable). */
export function unknownRegistryPaths(registry: PageRegistry = PAGE_REGISTRY): string[] {
  const pages = new Set(ALL_PAGES.map((route) => route.path));
  return Object.keys(registry).filter((path) => !pages.has(path));
}
