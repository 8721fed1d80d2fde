import { VOID_TICKET_STATUSES, type VoidTicketStatus } from '@ota/contract';
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

export interface VoidFilterValues extends CaseSearch {
  voidNo?: string;
  airline?: string;
  status?: VoidTicketStatus;
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

/** Its search in the list's address. */
export const LIST = caseListSpec<VoidFilterValues>(VOID_FILTERS);

/** Void and order numbers, PNR, passenger, airline, status, and the created and window-end ranges. */
export function VoidFilters(props: CaseFilterProps<VoidFilterValues>) {
  return <CaseFilters kind={VOID_FILTERS} {...props} />;
}
