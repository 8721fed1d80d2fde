import type { PassengerUpdate } from '@ota/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** What an order's details hand to a kind's add form: the order and the passengers and flights picked. */
export interface AddPrefill {
  orderNo: string;
  passengerIds: number[];
  segmentIds: number[];
}

const ADD = 'add';
const PASSENGERS = 'passengers';
const SEGMENTS = 'segments';

/** A kind's list page with its add form open for this order (and these passengers and flights). */
export function addFromOrderLink(listPath: string, prefill: AddPrefill): string {
  const query = new URLSearchParams({ [ADD]: prefill.orderNo });
  if (prefill.passengerIds.length > 0) query.set(PASSENGERS, prefill.passengerIds.join(','));
  if (prefill.segmentIds.length > 0) query.set(SEGMENTS, prefill.segmentIds.join(','));
  return `${listPath}?${query.toString()}`;
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** The prefill an address carries (`?add=<orderNo>`), if any. */
export function prefillOf(query: URLSearchParams): AddPrefill | undefined {
  const orderNo = query.get(ADD)?.trim().toUpperCase();
  if (!orderNo) return undefined;
  return { orderNo, passengerIds: ids(query.get(PASSENGERS)), segmentIds: ids(query.get(SEGMENTS)) };
}

/**
 * A case list's add form: open from its button, or from the address an order's details link to.
 * Closing it takes the order out of the address, so Reload or Back does not open it again.
 */
export function useAddForm() {
  const [query, setQuery] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const prefill = prefillOf(query);
  const close = () => {
    setOpened(false);
    if (!prefill) return;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        [ADD, PASSENGERS, SEGMENTS].forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  };
  return { adding: opened || prefill !== undefined, prefill, open: () => setOpened(true), close };
}

/**
 * A passenger change proposed by an order's passenger edit (a ticketed passenger's new name or
 * document): handed to the passenger change's add form in the navigation's state, not the address.
 */
export interface ProposedPassengerChange {
  changeType: 'NAME_CORRECTION' | 'DOCUMENT_UPDATE';
  passenger: PassengerUpdate;
}

/** The proposal a navigation's state carries, if any. */
export function proposedChangeOf(state: unknown): ProposedPassengerChange | undefined {
  const proposal = (state as { passengerChange?: ProposedPassengerChange } | null)?.passengerChange;
  return proposal && typeof proposal.passenger?.id === 'number' ? proposal : undefined;
}
