import { SEAT_STATUSES, type SeatStatus } from '@ota/contract';
import { CaseFilters, type CaseFilterProps } from '../../../components/cases/case-filters';
import {
  airlineFilter,
  caseNoFilter,
  createdRange,
  orderFilters,
  type CaseFilterKind,
  type CaseSearch,
  caseListSpec,
} from '../../../lib/case-filters';
import { SEAT_TYPES } from '../lib/seat-view';

export interface SeatFilterValues extends CaseSearch {
  seatNo?: string;
  airline?: string;
  seatType?: string;
  status?: SeatStatus;
}

const SEAT_FILTERS: CaseFilterKind = {
  form: 'seat-filters',
  area: 'seats',
  // The seat list has always shown its airline field empty, without the example code.
  texts: [caseNoFilter('seatNo'), ...orderFilters(), { ...airlineFilter, placeholder: undefined }],
  selects: [
    { name: 'seatType', label: 'seatType', values: SEAT_TYPES, options: 'seatTypes', width: 140 },
    { name: 'status', label: 'status', values: SEAT_STATUSES, options: 'statuses' },
  ],
  ranges: [createdRange],
};

/** Its search in the list's address. */
export const LIST = caseListSpec<SeatFilterValues>(SEAT_FILTERS);

/** Seat case and order numbers, PNR, passenger, airline, seat type, status and the created range. */
export function SeatFilters(props: CaseFilterProps<SeatFilterValues>) {
  return <CaseFilters kind={SEAT_FILTERS} {...props} />;
}
