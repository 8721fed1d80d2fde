import { VOID_TICKET_STATUSES, type VoidTicketStatus } from '@ota/contract';
import { CaseFilters } from '../../../components/cases/case-filters';
import {
  airlineFilter,
  caseNoFilter,
  createdRange,
  orderFilters,
  type CaseFilterKind,
} from '../../../lib/case-filters';

export interface VoidFilterValues {
  voidNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  status?: VoidTicketStatus;
  createStart?: string;
  createEnd?: string;
  windowStart?: string;
  windowEnd?: string;
}

const VOID_FILTERS: CaseFilterKind = {
  form: 'void-filters',
  area: 'voidTickets',
  texts: [caseNoFilter('voidNo'), ...orderFilters(), airlineFilter],
  selects: [
    { name: 'status', label: 'status', values: VOID_TICKET_STATUSES, options: 'statuses', width: 130 },
  ],
  // The void's own deadline: the end of the ticket's void window.
  ranges: [createdRange, { name: 'window', label: 'windowEnds', start: 'windowStart', end: 'windowEnd' }],
};

/** Void and order numbers, PNR, passenger, airline, status, and the created and window-end ranges. */
export function VoidFilters(props: {
  search: VoidFilterValues;
  onSearch: (values: VoidFilterValues) => void;
}) {
  return <CaseFilters kind={VOID_FILTERS} {...props} />;
}
