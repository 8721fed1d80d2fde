// The ordering lives in the contract so the console's results table sorts exactly as the server does.
export { sortItineraries, type ItinerarySortKey, type SortDirection } from '@ota/contract';
