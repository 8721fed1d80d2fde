import type { MergedFlightSearch, SupplierWarning, WrapperSearchRequest } from '@ota/contract';
import { isSupplierError } from './supplier-error';
import { createWrapperClient, type WrapperCalls } from './wrapper-client';

export interface WrapperTarget {
  name: string;
  url: string;
}

function warningFor(wrapper: WrapperTarget, error: unknown): SupplierWarning {
  if (isSupplierError(error)) return error.toWarning(wrapper.name);
  const detail = error instanceof Error ? error.message : String(error);
  return { wrapperName: wrapper.name, kind: 'bad-answer', message: `${wrapper.name} failed: ${detail}` };
}

/**
 * Asks every wrapper at once, each under its own timeout, so the whole search takes about as long as the
 * slowest wrapper (at most calls.timeoutMs). Itineraries keep wrapper order; sort them with sortItineraries.
 */
export async function searchAllWrappers(
  wrappers: readonly WrapperTarget[],
  req: WrapperSearchRequest,
  calls: WrapperCalls,
): Promise<MergedFlightSearch> {
  const answers = await Promise.allSettled(
    wrappers.map((w) => createWrapperClient({ ...calls, baseUrl: w.url, name: w.name }).searchFlights(req)),
  );
  const merged: MergedFlightSearch = { itineraries: [], warnings: [] };
  answers.forEach((answer, i) => {
    const wrapper = wrappers[i];
    if (!wrapper) return;
    if (answer.status === 'rejected') {
      merged.warnings.push(warningFor(wrapper, answer.reason));
      return;
    }
    for (const itinerary of answer.value.itineraries)
      merged.itineraries.push({ ...itinerary, wrapperName: wrapper.name });
  });
  return merged;
}
