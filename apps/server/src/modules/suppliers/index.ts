export { SupplierError, isSupplierError } from './supplier-error';
export { createWrapperClient, type WrapperClient, type WrapperClientOptions } from './wrapper-client';
export { searchAllWrappers, type WrapperTarget } from './search-all-wrappers';
export { sortItineraries, type ItinerarySortKey, type SortDirection } from './sort-itineraries';

/** Per call to one wrapper (docs/wrapper-protocol.md, "Timeouts"). */
export const DEFAULT_WRAPPER_TIMEOUT_MS = 3000;
