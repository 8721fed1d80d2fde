import type { Config } from '../../config';
import type { WrapperCalls } from './wrapper-client';

export { SupplierError, isSupplierError } from './supplier-error';
export {
  createWrapperClient,
  type WrapperCalls,
  type WrapperClient,
  type WrapperClientOptions,
} from './wrapper-client';
export { wrapperAddressProblem, type AllowedHosts } from './wrapper-address';
export { searchAllWrappers, type WrapperTarget } from './search-all-wrappers';
export { sortItineraries, type ItinerarySortKey, type SortDirection } from './sort-itineraries';
export { withWarningsIn } from './warnings-in-language';

/** How this server calls wrappers, from its settings. */
export const wrapperCallsOf = (
  config: Pick<Config, 'wrapperTimeoutMs' | 'wrapperAllowedHosts'>,
): WrapperCalls => ({
  timeoutMs: config.wrapperTimeoutMs,
  allowedHosts: config.wrapperAllowedHosts,
});

/** Per call to one wrapper (docs/wrapper-protocol.md, "Timeouts"). */
export const DEFAULT_WRAPPER_TIMEOUT_MS = 3000;
