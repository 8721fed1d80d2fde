import {
  TICKET_CHANGE_STATUSES,
  TICKET_CHANGE_TYPES,
  type TicketChangeStatus,
  type TicketChangeType,
} from '@ota/contract';
import { CaseFilters, type CaseFilterProps } from '../../../components/cases/case-filters';
import {
  airlineFilter,
  caseNoFilter,
  createdRange,
  deadlineRange,
  orderFilters,
  type CaseFilterKind,
  type CaseSearch,
  type DeadlineSearch,
  caseListSpec,
} from '../../../lib/case-filters';

export interface ChangeFilterValues extends CaseSearch, DeadlineSearch {
  changeNo?: string;
  airline?: string;
  changeType?: TicketChangeType;
  status?: TicketChangeStatus;
}

const CHANGE_FILTERS: CaseFilterKind = {
  form: 'change-filters',
  area: 'ticketChanges',
  texts: [caseNoFilter('changeNo'), ...orderFilters(), airlineFilter],
  selects: [
    { name: 'changeType', label: 'type', values: TICKET_CHANGE_TYPES, options: 'types' },
    { name: 'status', label: 'status', values: TICKET_CHANGE_STATUSES, options: 'statuses', width: 170 },
  ],
  ranges: [createdRange, deadlineRange],
};

/** Its search in the list's address. */
export const LIST = caseListSpec<ChangeFilterValues>(CHANGE_FILTERS);

/** Change and order numbers, PNR, passenger, airline, type, status, created and deadline ranges. */
export function ChangeFilters(props: CaseFilterProps<ChangeFilterValues>) {
  return <CaseFilters kind={CHANGE_FILTERS} {...props} />;
}
